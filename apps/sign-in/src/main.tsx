import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { setApiLanguage } from './api/api-client.ts';
import { type Experience, experienceApi } from './api/experience-api.ts';
import { App } from './app/app.tsx';
import { createI18n, pickLanguage } from './app/i18n.ts';
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
  customCss: null,
};

const start = async () => {
  const experience = await experienceApi.fetchExperience().catch(() => undefined);
  const language = pickLanguage(
    window.location.search,
    experience?.languageInfo,
    navigator.languages,
  );
  setApiLanguage(language);
  const i18n = await createI18n(language);
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
