// From the SDK's browser package, not @logto/react: the signed-out entry (app/sign-in-gate.ts)
// builds this configuration without loading React.
import { type LogtoConfig, Prompt } from '@logto/browser';
import type { ConsoleConfig } from '../app/console-config.ts';

export const meResource = 'https://admin.logto.app/me';
export const defaultTenantResource = 'https://default.logto.app/api';

/** The console's own OIDC client in the admin tenant (contract/oidc.md, console sign-in OSS). */
export const buildLogtoConfig = (config: Pick<ConsoleConfig, 'adminEndpoint'>): LogtoConfig => ({
  endpoint: config.adminEndpoint,
  appId: 'admin-console',
  resources: [defaultTenantResource, meResource],
  scopes: [
    'profile',
    'email',
    'phone',
    'identities',
    'custom_data',
    'urn:logto:scope:organizations',
    'urn:logto:scope:organization_roles',
    'all',
  ],
  prompt: [Prompt.Login, Prompt.Consent],
});
