// Mantine's global styles; each component's own stylesheet comes with the code that uses it
// (vite/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { readInitialLanguage } from '../i18n/language-storage.ts';
import { UiProviders } from './app-providers.tsx';
import { ConsoleApp } from './console-app.tsx';
import { fetchConsoleConfig } from './console-config.ts';
import { ErrorPage } from './errors/error-page.tsx';

/**
 * The whole console: styles, phrases, configuration, providers and router. `main.tsx` imports
 * this module only once it knows the visitor is signed in, returns from sign-in, or needs an error
 * page (app/sign-in-gate.ts).
 */
export const startConsole = async () => {
  const root = createRoot(document.getElementById('root')!);
  // Phrases and configuration load in parallel; the page is blank for that short moment.
  const [config] = await Promise.allSettled([
    fetchConsoleConfig(),
    initI18n(readInitialLanguage()),
  ]);
  root.render(
    <StrictMode>
      <UiProviders>
        {config.status === 'fulfilled' ? (
          <ConsoleApp config={config.value} />
        ) : (
          <ErrorPage
            message={i18n.t('errors.config_unavailable')}
            details={String(config.reason)}
          />
        )}
      </UiProviders>
    </StrictMode>,
  );
};
