import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { UiProviders } from '../app/app-providers.tsx';
import { ConsoleApp } from '../app/console-app.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { fakeConsoleConfig } from './fake-config.ts';

/**
 * Renders the whole console, providers and router included, at `path`. The test file mocks
 * `@logto/react` with `fakeLogto` and answers `fetch` with `fakeApi` (`kit/kit-test-harness.tsx`).
 */
export const renderConsole = async (path: string) => {
  // The shell picks its layout with media queries; happy-dom answers none of them.
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
  // A fresh entry per test: happy-dom's history.back() misbehaves across replaced entries, and
  // the confirm dialog relies on back() to drop its own entry.
  window.history.pushState(null, '', path);
  await initI18n('en');
  return render(
    <UiProviders>
      <ConsoleApp config={fakeConsoleConfig()} />
    </UiProviders>,
  );
};
