import type { ConsoleConfig } from '@gatehouse/schemas/api/console-config';
import { createContext, useContext } from 'react';
import { readConsoleConfig } from './console-config-reader.ts';

export type { ConsoleConfig };

export const fetchConsoleConfig = async (): Promise<ConsoleConfig> => {
  const response = await fetch('/api/.well-known/console-config', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`console-config answered ${response.status}`);
  const config = readConsoleConfig(await response.json());
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
