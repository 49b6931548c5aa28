import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { allConsolePhraseKeys } from '../i18n/console-phrases.ts';
import { initI18n, loadConsolePhrases } from '../i18n/i18n.ts';
import { ConfirmDialogProvider } from '../kit/confirm-dialog.tsx';

const UiWrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider env="test">
    <ConfirmDialogProvider>{children}</ConfirmDialogProvider>
  </MantineProvider>
);

/** Mantine in test mode (no transitions, no portals) with all English phrases loaded. */
export const renderWithUi = async (ui: ReactNode) => {
  await initI18n('en');
  // Components render here outside their section's route, which would load their phrases.
  await loadConsolePhrases(allConsolePhraseKeys);
  return render(ui, { wrapper: UiWrapper });
};
