import { type ApplicationPatch, applicationPatchGuard } from '@gatehouse/schemas/api/applications';
import {
  type ApplicationDetail,
  customClientMetadataDefaults,
} from '@gatehouse/schemas/entities/application';
import {
  isValidOrigin,
  isValidUrl,
  redirectUriKindsOf,
  validateRedirectUri,
} from '@gatehouse/schemas/rules/redirect-uri';
import { z } from 'zod';
import { parseJsonObject } from '../../../kit/json-object.ts';

/**
 * Form messages are phrase keys under `applications.settings.errors`; the fields translate them.
 * Rules come from `packages/schemas/src/rules/redirect-uri.ts`, the same the server applies.
 */
const uriItem = z.object({ value: z.string() });

const checkList = (
  ctx: z.RefinementCtx,
  field: string,
  items: readonly { value: string }[],
  isValid: (value: string) => boolean,
  invalidKey: string,
) => {
  const seen = new Set<string>();
  items.forEach(({ value }, index) => {
    const trimmed = value.trim();
    if (trimmed === '') return;
    if (!isValid(trimmed))
      ctx.addIssue({ code: 'custom', path: [field, index, 'value'], message: invalidKey });
    else if (seen.has(trimmed))
      ctx.addIssue({ code: 'custom', path: [field, index, 'value'], message: 'duplicate' });
    seen.add(trimmed);
  });
};

export const settingsFormGuard = (type: string) =>
  z
    .object({
      name: z.string().trim().min(1).max(256),
      description: z.string(),
      redirectUris: z.array(uriItem),
      postLogoutRedirectUris: z.array(uriItem),
      corsAllowedOrigins: z.array(uriItem),
      backchannelLogoutUri: z.string(),
      backchannelLogoutSessionRequired: z.boolean(),
      idTokenTtl: z.string(),
      refreshTokenTtlInDays: z.string(),
      alwaysIssueRefreshToken: z.boolean(),
      rotateRefreshToken: z.boolean(),
      customData: z.string(),
    })
    .superRefine((values, ctx) => {
      const kinds = redirectUriKindsOf(type);
      checkList(
        ctx,
        'redirectUris',
        values.redirectUris,
        (uri) => kinds.some((kind) => validateRedirectUri(uri, kind)),
        kinds.includes('mobile') ? 'invalid_redirect_uri' : 'invalid_redirect_uri_web',
      );
      checkList(
        ctx,
        'postLogoutRedirectUris',
        values.postLogoutRedirectUris,
        isValidUrl,
        'invalid_url',
      );
      checkList(
        ctx,
        'corsAllowedOrigins',
        values.corsAllowedOrigins,
        isValidOrigin,
        'invalid_origin',
      );
      const backchannel = values.backchannelLogoutUri.trim();
      if (backchannel && !validateRedirectUri(backchannel, 'web')) {
        ctx.addIssue({ code: 'custom', path: ['backchannelLogoutUri'], message: 'invalid_url' });
      }
      if (values.idTokenTtl.trim() && !/^[1-9]\d*$/.test(values.idTokenTtl.trim())) {
        ctx.addIssue({ code: 'custom', path: ['idTokenTtl'], message: 'positive_integer' });
      }
      const days = Number(values.refreshTokenTtlInDays);
      if (
        values.refreshTokenTtlInDays.trim() &&
        (!Number.isInteger(days) || days < 1 || days > 90)
      ) {
        ctx.addIssue({ code: 'custom', path: ['refreshTokenTtlInDays'], message: 'refresh_days' });
      }
      const json = parseJsonObject(values.customData);
      if (typeof json === 'string')
        ctx.addIssue({ code: 'custom', path: ['customData'], message: json });
    });

export type SettingsFormValues = z.infer<ReturnType<typeof settingsFormGuard>>;

const toItems = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => ({ value }));
const fromItems = (items: readonly { value: string }[]) =>
  items.map(({ value }) => value.trim()).filter(Boolean);

/** The saved app as form values; missing lifetimes show the defaults of spec §9. */
export const toSettingsForm = (app: ApplicationDetail): SettingsFormValues => {
  const custom = app.customClientMetadata;
  return {
    name: app.name,
    description: app.description ?? '',
    redirectUris: toItems(app.oidcClientMetadata.redirectUris),
    postLogoutRedirectUris: toItems(app.oidcClientMetadata.postLogoutRedirectUris),
    corsAllowedOrigins: toItems(custom.corsAllowedOrigins),
    backchannelLogoutUri: app.oidcClientMetadata.backchannelLogoutUri ?? '',
    backchannelLogoutSessionRequired:
      app.oidcClientMetadata.backchannelLogoutSessionRequired ?? false,
    idTokenTtl: String(custom.idTokenTtl ?? customClientMetadataDefaults.idTokenTtl),
    refreshTokenTtlInDays: String(
      custom.refreshTokenTtlInDays ?? customClientMetadataDefaults.refreshTokenTtlInDays,
    ),
    alwaysIssueRefreshToken: custom.alwaysIssueRefreshToken ?? false,
    rotateRefreshToken:
      custom.rotateRefreshToken ?? customClientMetadataDefaults.rotateRefreshToken,
    customData: JSON.stringify(app.customData, null, 2),
  };
};

/** Form values → PATCH body, checked against the API schema before it is sent. */
export const toApplicationPatch = (
  app: ApplicationDetail,
  values: SettingsFormValues,
): ApplicationPatch => {
  const customData = parseJsonObject(values.customData);
  const backchannel = values.backchannelLogoutUri.trim();
  const patch = {
    name: values.name.trim(),
    description: values.description.trim() || null,
    oidcClientMetadata: {
      ...app.oidcClientMetadata,
      redirectUris: fromItems(values.redirectUris),
      postLogoutRedirectUris: fromItems(values.postLogoutRedirectUris),
      backchannelLogoutUri: backchannel || undefined,
      backchannelLogoutSessionRequired: values.backchannelLogoutSessionRequired,
    },
    customClientMetadata: {
      ...app.customClientMetadata,
      corsAllowedOrigins: fromItems(values.corsAllowedOrigins),
      idTokenTtl: values.idTokenTtl.trim() ? Number(values.idTokenTtl) : undefined,
      refreshTokenTtlInDays: values.refreshTokenTtlInDays.trim()
        ? Number(values.refreshTokenTtlInDays)
        : undefined,
      alwaysIssueRefreshToken: values.alwaysIssueRefreshToken,
      rotateRefreshToken: values.rotateRefreshToken,
    },
    customData: typeof customData === 'string' ? undefined : customData,
  };
  return applicationPatchGuard.parse(patch);
};
