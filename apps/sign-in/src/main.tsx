import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiLanguage } from './api/api-client.ts';
import { type Experience, experienceApi } from './api/experience-api.ts';
import { App } from './app/app.tsx';
import { configureCaptcha } from './app/captcha-config.ts';
import { createI18n, createServedI18n, pickLanguage, pickTenantLanguage } from './app/i18n.ts';
import { TranslatorProvider } from './app/use-translation.tsx';
import './styles/global.css';

// Shown only with the "could not load" page, so that it still looks like the product (spec §9).
const standInExperience: Experience = {
  color: { primaryColor: '#6139F6', darkPrimaryColor: '#8768F8', isDarkModeEnabled: false },
  branding: {},
  languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
  signInMode: 'SignIn',
  signIn: { methods: [] },
  signUp: { identifiers: [], password: false, verify: false },
  passwordPolicy: {},
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  agreeToTermsPolicy: 'Automatic',
  customCss: null,
  forgotPassword: { email: false, phone: false },
};

const start = async () => {
  const experience = await experienceApi.fetchExperience().catch(() => undefined);
  const language = pickLanguage(
    window.location.search,
    experience?.languageInfo,
    navigator.languages,
  );
  // A language the tenant added itself shows its custom phrases over English.
  const tenantLanguage = pickTenantLanguage(
    window.location.search,
    experience?.languageInfo,
    navigator.languages,
  );
  setApiLanguage(language);
  configureCaptcha(experience?.captchaConfig);
  // The server answers the language's phrases with the tenant's custom phrases merged in (JSON,
  // no JavaScript); only when it cannot, the built-in chunk of that one language is loaded.
  const served = experience
    ? await experienceApi.fetchPhrases(tenantLanguage ?? language).catch(() => undefined)
    : undefined;
  const i18n = served
    ? createServedI18n(language, served, tenantLanguage)
    : await createI18n(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <TranslatorProvider translator={i18n}>
        <App experience={experience ?? standInExperience} isExperienceUnavailable={!experience} />
      </TranslatorProvider>
    </StrictMode>,
  );
};

// The console's live preview (`?preview`) loads its own module; sign-in pages never fetch it.
if (new URLSearchParams(window.location.search).has('preview')) {
  void import('./app/preview.ts').then((preview) => preview.startPreview());
} else void start();
