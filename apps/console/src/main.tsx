import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProviders } from './app/app-providers.tsx';
import { ConsoleApp } from './app/console-app.tsx';
import { fetchConsoleConfig } from './app/console-config.ts';
import { ErrorPage } from './app/errors/error-page.tsx';
import { i18n, initI18n } from './i18n/i18n.ts';
import { readInitialLanguage } from './i18n/language-storage.ts';

const bootstrap = async () => {
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

void bootstrap();
