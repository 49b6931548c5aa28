import { directionOf, isLanguageTag } from '@gatehouse/phrases/languages';
import { LogtoProvider } from '@logto/react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ApiProvider } from '../api/api-provider.tsx';
import { buildLogtoConfig } from '../auth/logto-config.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ConfirmDialogProvider } from '../kit/confirm-dialog.tsx';
import { PreferencesSync } from '../preferences/preferences-sync.tsx';
import { AppearanceProvider, useAppearance } from '../theme/appearance-provider.tsx';
import { type ConsoleConfig, ConsoleConfigContext } from './console-config.ts';
import { cspNonce } from './csp-nonce.ts';
import { TopLevelErrorBoundary } from './errors/error-boundaries.tsx';
import { buildTheme, cssVariablesResolver } from './theme.ts';

/** Keeps Mantine's direction in step with the language (ar is right-to-left). */
const DirectionSync = () => {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(isLanguageTag(i18n.language) ? directionOf(i18n.language) : 'ltr');
  }, [i18n.language, setDirection]);
  return null;
};

const ThemedUi = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const { colorScheme } = useAppearance();
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels are rebuilt per language.
  const theme = useMemo(() => buildTheme(t), [t, i18n.language]);
  return (
    <DirectionProvider>
      <DirectionSync />
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={colorScheme}
        getStyleNonce={cspNonce}
      >
        {/* Toasts sit at the top corner and beneath an open modal (z-index 200): they never
            cover a dialog. */}
        <Notifications
          position={i18n.dir(i18n.language) === 'rtl' ? 'top-left' : 'top-right'}
          zIndex={190}
        />
        <ConfirmDialogProvider>{children}</ConfirmDialogProvider>
      </MantineProvider>
    </DirectionProvider>
  );
};

/** Providers that need no configuration: appearance, Mantine, dialogs, the last error wall. */
export const UiProviders = ({ children }: { children: ReactNode }) => (
  <AppearanceProvider>
    <ThemedUi>
      <TopLevelErrorBoundary>{children}</TopLevelErrorBoundary>
    </ThemedUi>
  </AppearanceProvider>
);

/** Providers that need the run-time configuration: sign-in and the data layer. */
export const ConsoleProviders = ({
  config,
  children,
}: {
  config: ConsoleConfig;
  children: ReactNode;
}) => {
  const logtoConfig = useMemo(() => buildLogtoConfig(config), [config]);
  return (
    <ConsoleConfigContext.Provider value={config}>
      <LogtoProvider config={logtoConfig}>
        <ApiProvider>
          <PreferencesSync />
          {children}
        </ApiProvider>
      </LogtoProvider>
    </ConsoleConfigContext.Provider>
  );
};
