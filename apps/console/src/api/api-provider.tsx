import { useLogto } from '@logto/react';
import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { useConsoleConfig } from '../app/console-config.ts';
import { useAuthActions } from '../auth/auth-actions.ts';
import { defaultTenantResource, meResource } from '../auth/logto-config.ts';
import { singleFlight } from '../auth/single-flight-token.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDialogs } from '../kit/confirm-dialog.tsx';
import type { ManagementClient, ManagementPaths, MeClient, MePaths } from './api-types.ts';
import { createApiClient } from './client.ts';
import { decideErrorAction, shouldRetry } from './error-policy.ts';
import type { ConsoleQueryMeta } from './query-meta.d.ts';
import { toastMessage } from './toast-message.ts';

type ApiClients = { me: MeClient; management: ManagementClient };

const ApiClientsContext = createContext<ApiClients | undefined>(undefined);

/** Owns the typed clients and the query client; every failed call passes one handler here. */
export const ApiProvider = ({ children }: { children: ReactNode }) => {
  const config = useConsoleConfig();
  const { getAccessToken } = useLogto();
  const { restartSignIn, signOut } = useAuthActions();
  const { alert } = useDialogs();
  const { t } = useTranslation();

  const handleErrorRef = useRef<(error: unknown, meta?: ConsoleQueryMeta) => void>(undefined);
  handleErrorRef.current = (error, meta) => {
    const action = decideErrorAction(error, meta);
    switch (action.kind) {
      case 'ignore':
        return;
      case 'restart_sign_in':
        void restartSignIn();
        return;
      case 'sign_out':
        void signOut();
        return;
      case 'forbidden_alert':
        void alert({ message: action.message }).then(() => signOut());
        return;
      case 'toast':
        if (meta?.handlesErrors) return;
        notifications.show({ color: 'red', message: toastMessage(action, t) });
    }
  };
  const getTokenRef = useRef(getAccessToken);
  getTokenRef.current = getAccessToken;
  // One token request at a time: two resources refreshing at once would present the same refresh
  // token twice (auth/single-flight-token.ts).
  const [getToken] = useState(() =>
    singleFlight((resource: string) => getTokenRef.current(resource)),
  );

  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (error, query) => handleErrorRef.current?.(error, query.meta),
        }),
        mutationCache: new MutationCache({
          onError: (error, _variables, _result, mutation) =>
            handleErrorRef.current?.(error, mutation.meta),
        }),
        defaultOptions: {
          queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
          mutations: { retry: false },
        },
      }),
  );

  const clients = useMemo<ApiClients>(
    () => ({
      // The generated paths carry their prefixes (`/me/…`, `/api/…`): the base is the origin.
      me: createApiClient<MePaths>({
        baseUrl: config.adminEndpoint,
        getToken: () => getToken(meResource),
        getLanguage: currentLanguage,
      }),
      management: createApiClient<ManagementPaths>({
        baseUrl: config.defaultTenantEndpoint,
        getToken: () => getToken(defaultTenantResource),
        getLanguage: currentLanguage,
      }),
    }),
    [config, getToken],
  );

  return (
    <ApiClientsContext.Provider value={clients}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientsContext.Provider>
  );
};

export const useApiClients = (): ApiClients => {
  const clients = useContext(ApiClientsContext);
  if (!clients) throw new Error('useApiClients must be used inside ApiProvider');
  return clients;
};
