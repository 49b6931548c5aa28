import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { setApiLanguage } from './api/api-client.ts';
import { type Experience, experienceApi } from './api/experience-api.ts';
import { App } from './app/app.tsx';
import { createI18n, pickLanguage, pickTenantLanguage } from './app/i18n.ts';
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
  // The tenant's custom phrases come merged into the language's phrases; without them (the API
  // unreachable) the built-in phrases still render the page.
  const tenantPhrases = experience
    ? experienceApi.fetchPhrases(tenantLanguage ?? language).catch(() => undefined)
    : undefined;
  const i18n = await createI18n(language, tenantPhrases, tenantLanguage);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App experience={experience ?? standInExperience} isExperienceUnavailable={!experience} />
      </I18nextProvider>
    </StrictMode>,
  );
};

void start();
