import { z } from 'zod';
import type { ConnectorDefinition } from '../connector-kit.ts';
import { type OidcProvider, oidcAuthorizationUri, oidcUserInfo } from '../social/oidc-flow.ts';
import { clientConfigGuard, clientFormItems, presetMetadata } from './preset-kit.ts';

const microsoftConfigGuard = clientConfigGuard.extend({
  /** The Entra tenant: its id or domain, or `common`, `organizations`, `consumers`. */
  tenantId: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('common'),
});
type MicrosoftConfig = z.infer<typeof microsoftConfigGuard>;

const defaultScope = 'openid profile email';
const authority = 'https://login.microsoftonline.com';
const multiTenant = new Set(['common', 'organizations', 'consumers']);
/** A token of the multi-tenant endpoints names the person's own tenant in its issuer. */
const anyTenantIssuer = /^https:\/\/login\.microsoftonline\.com\/[\da-f-]{36}\/v2\.0$/;

const providerOf = (config: MicrosoftConfig): OidcProvider => ({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  authorizationEndpoint: `${authority}/${config.tenantId}/oauth2/v2.0/authorize`,
  tokenEndpoint: `${authority}/${config.tenantId}/oauth2/v2.0/token`,
  jwksUri: `${authority}/${config.tenantId}/discovery/v2.0/keys`,
  issuer: multiTenant.has(config.tenantId)
    ? (issuer) => anyTenantIssuer.test(issuer)
    : `${authority}/${config.tenantId}/v2.0`,
  scope: config.scope ?? defaultScope,
  // Entra sends no `email_verified`: its `email` claim is not trusted for linking accounts.
  claims: { id: 'sub', email: 'email', emailVerified: 'email_verified', name: 'name' },
});

/** Microsoft Entra ID (OpenID Connect, v2.0 endpoints), with a configurable tenant. */
export const microsoftConnector: ConnectorDefinition<MicrosoftConfig> = {
  phraseKey: 'microsoft',
  metadata: presetMetadata({
    id: 'microsoft',
    letters: 'MS',
    color: '#2f2f2f',
    readme:
      'Register an application in Microsoft Entra ID, add your sign-in callback as a web redirect URI, create a client secret, and give the directory (tenant) id or common.',
    configTemplate: { clientId: '', clientSecret: '', tenantId: 'common', scope: defaultScope },
    formItems: [
      ...clientFormItems(defaultScope),
      { key: 'tenantId', label: 'Tenant', type: 'Text', required: false, defaultValue: 'common' },
    ],
  }),
  configGuard: microsoftConfigGuard,
  social: {
    authorizationUri: async (config, session) => oidcAuthorizationUri(providerOf(config), session),
    userInfo: (config, connectorData, session) =>
      oidcUserInfo(providerOf(config), connectorData, session),
  },
};
