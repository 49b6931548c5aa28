import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initI18n } from '../i18n/i18n.ts';
import { ConfirmDialogProvider } from '../kit/confirm-dialog.tsx';

const UiWrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider env="test">
    <ConfirmDialogProvider>{children}</ConfirmDialogProvider>
  </MantineProvider>
);

/** Mantine in test mode (no transitions, no portals) with English phrases loaded. */
export const renderWithUi = async (ui: ReactNode) => {
  await initI18n('en');
  return render(ui, { wrapper: UiWrapper });
};
