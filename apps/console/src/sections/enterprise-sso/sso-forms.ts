import { z } from 'zod';
import type { SsoConnector, SsoConnectorPatch, SsoProviderName } from './sso-api.ts';

// Custom rules carry a phrase key under `enterprise_sso.errors`; the kit words the others.
export type SsoErrorKey = 'invalid_url' | 'invalid_domain' | 'duplicated_domain' | 'required';

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const domainPattern = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;
export const isDomain = (value: string) => domainPattern.test(value);

export const required = (ctx: z.RefinementCtx, value: string, path: string) => {
  if (!value.trim()) ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
};
export const url = (ctx: z.RefinementCtx, value: string, path: string, isRequired: boolean) => {
  if (!value.trim()) {
    if (isRequired) required(ctx, value, path);
    return;
  }
  if (!isUrl(value.trim())) ctx.addIssue({ code: 'custom', path: [path], message: 'invalid_url' });
};

export const createSsoConnectorFormGuard = z.object({
  providerName: z.string().min(1),
  connectorName: z.string().trim().min(1).max(128),
});

/** Providers whose issuer is fixed (Google) ask only for the client. */
export const hasFixedIssuer = (provider: SsoProviderName) => provider === 'GoogleWorkspace';

/** OIDC-based providers: issuer, client id and secret, scope. */
export const oidcConfigFormGuard = (provider: SsoProviderName) =>
  z
    .object({
      issuer: z.string(),
      clientId: z.string().trim().min(1),
      clientSecret: z.string().trim().min(1),
      scope: z.string(),
    })
    .superRefine((value, ctx) => {
      if (!hasFixedIssuer(provider)) url(ctx, value.issuer, 'issuer', true);
    });
export type OidcConfigForm = z.input<ReturnType<typeof oidcConfigFormGuard>>;

export const samlMetadataSources = ['url', 'xml', 'manual'] as const;
export type SamlMetadataSource = (typeof samlMetadataSources)[number];

/** SAML-based providers: the IdP's metadata URL, its XML, or entity id, SSO URL and certificate. */
export const samlConfigFormGuard = z
  .object({
    source: z.enum(samlMetadataSources),
    metadataUrl: z.string(),
    metadata: z.string(),
    entityId: z.string(),
    signInEndpoint: z.string(),
    x509Certificate: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.source === 'url') url(ctx, value.metadataUrl, 'metadataUrl', true);
    if (value.source === 'xml') required(ctx, value.metadata, 'metadata');
    if (value.source === 'manual') {
      required(ctx, value.entityId, 'entityId');
      url(ctx, value.signInEndpoint, 'signInEndpoint', true);
      required(ctx, value.x509Certificate, 'x509Certificate');
    }
  });
export type SamlConfigForm = z.input<typeof samlConfigFormGuard>;

const text = (config: Record<string, unknown>, key: string) =>
  typeof config[key] === 'string' ? (config[key] as string) : '';

export const toOidcForm = (connector: SsoConnector): OidcConfigForm => ({
  issuer: text(connector.config, 'issuer'),
  clientId: text(connector.config, 'clientId'),
  clientSecret: text(connector.config, 'clientSecret'),
  scope: text(connector.config, 'scope'),
});

export const toOidcConfig = (provider: SsoProviderName, form: OidcConfigForm) => ({
  ...(hasFixedIssuer(provider) ? {} : { issuer: form.issuer.trim() }),
  clientId: form.clientId.trim(),
  clientSecret: form.clientSecret.trim(),
  ...(form.scope.trim() ? { scope: form.scope.trim() } : {}),
});

export const toSamlForm = (connector: SsoConnector): SamlConfigForm => {
  const config = connector.config;
  const source: SamlMetadataSource = text(config, 'metadataUrl')
    ? 'url'
    : text(config, 'metadata')
      ? 'xml'
      : text(config, 'entityId') || text(config, 'signInEndpoint')
        ? 'manual'
        : 'url';
  return {
    source,
    metadataUrl: text(config, 'metadataUrl'),
    metadata: text(config, 'metadata'),
    entityId: text(config, 'entityId'),
    signInEndpoint: text(config, 'signInEndpoint'),
    x509Certificate: text(config, 'x509Certificate'),
  };
};

const samlConfigKeys = new Set([
  'metadataUrl',
  'metadata',
  'entityId',
  'signInEndpoint',
  'x509Certificate',
]);

/** Only the chosen source goes to the server; the other fields are cleared there. */
export const toSamlConfig = (
  connector: SsoConnector,
  form: SamlConfigForm,
): Record<string, unknown> => {
  const rest = Object.fromEntries(
    Object.entries(connector.config).filter(([key]) => !samlConfigKeys.has(key)),
  );
  if (form.source === 'url') return { ...rest, metadataUrl: form.metadataUrl.trim() };
  if (form.source === 'xml') return { ...rest, metadata: form.metadata.trim() };
  return {
    ...rest,
    entityId: form.entityId.trim(),
    signInEndpoint: form.signInEndpoint.trim(),
    x509Certificate: form.x509Certificate.trim(),
  };
};

/** Experience tab: what people see on the sign-in page, and who is routed here. */
export const experienceFormGuard = z
  .object({
    connectorName: z.string().trim().min(1).max(128),
    displayName: z.string().max(128),
    logo: z.string(),
    darkLogo: z.string(),
    domains: z.array(z.string()),
    syncProfile: z.boolean(),
  })
  .superRefine((value, ctx) => {
    url(ctx, value.logo, 'logo', false);
    url(ctx, value.darkLogo, 'darkLogo', false);
    const seen = new Set<string>();
    for (const domain of value.domains) {
      const normalized = domain.trim().toLowerCase();
      if (!isDomain(normalized)) {
        ctx.addIssue({ code: 'custom', path: ['domains'], message: 'invalid_domain' });
        return;
      }
      if (seen.has(normalized)) {
        ctx.addIssue({ code: 'custom', path: ['domains'], message: 'duplicated_domain' });
        return;
      }
      seen.add(normalized);
    }
  });
export type ExperienceForm = z.input<typeof experienceFormGuard>;

export const toExperienceForm = (connector: SsoConnector): ExperienceForm => ({
  connectorName: connector.connectorName,
  displayName: connector.branding.displayName ?? '',
  logo: connector.branding.logo ?? '',
  darkLogo: connector.branding.darkLogo ?? '',
  domains: connector.domains,
  syncProfile: connector.syncProfile,
});

export const toExperiencePatch = (form: ExperienceForm): SsoConnectorPatch => ({
  connectorName: form.connectorName.trim(),
  branding: {
    ...(form.displayName.trim() && { displayName: form.displayName.trim() }),
    ...(form.logo.trim() && { logo: form.logo.trim() }),
    ...(form.darkLogo.trim() && { darkLogo: form.darkLogo.trim() }),
  },
  domains: form.domains.map((domain) => domain.trim().toLowerCase()),
  syncProfile: form.syncProfile,
});
