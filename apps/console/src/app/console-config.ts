import { createContext, useContext } from 'react';
import { z } from 'zod';

/** Run-time configuration served by the admin port (decision 001). */
export const consoleConfigGuard = z.object({
  edition: z.enum(['oss', 'cloud']),
  version: z.string(),
  releaseInfoUrl: z.string().nullable(),
  isDevFeaturesEnabled: z.boolean(),
  adminEndpoint: z.string(),
  defaultTenantEndpoint: z.string(),
});

export type ConsoleConfig = z.infer<typeof consoleConfigGuard>;

export const fetchConsoleConfig = async (): Promise<ConsoleConfig> => {
  const response = await fetch('/api/.well-known/console-config', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`console-config answered ${response.status}`);
  const config = consoleConfigGuard.parse(await response.json());
  // Endpoints are joined with paths later; a trailing slash would double it.
  return {
    ...config,
    adminEndpoint: config.adminEndpoint.replace(/\/+$/, ''),
    defaultTenantEndpoint: config.defaultTenantEndpoint.replace(/\/+$/, ''),
  };
};

export const ConsoleConfigContext = createContext<ConsoleConfig | undefined>(undefined);

export const useConsoleConfig = (): ConsoleConfig => {
  const config = useContext(ConsoleConfigContext);
  if (!config) throw new Error('useConsoleConfig must be used inside ConsoleConfigContext');
  return config;
};
