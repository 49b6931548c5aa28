import { z } from 'zod';
import type { IdpInitiatedAuthConfig, IdpInitiatedAuthConfigBody } from './idp-initiated-api.ts';
import { required, url } from './sso-forms.ts';

/** IdP-initiated tab: off, or a default application and how the sign-in reaches it. */
export const idpInitiatedFormGuard = z
  .object({
    isEnabled: z.boolean(),
    defaultApplicationId: z.string(),
    autoSendAuthorizationRequest: z.boolean(),
    redirectUri: z.string(),
    clientIdpInitiatedAuthCallbackUri: z.string(),
  })
  .superRefine((value, ctx) => {
    if (!value.isEnabled) return;
    required(ctx, value.defaultApplicationId, 'defaultApplicationId');
    if (value.autoSendAuthorizationRequest) required(ctx, value.redirectUri, 'redirectUri');
    else
      url(ctx, value.clientIdpInitiatedAuthCallbackUri, 'clientIdpInitiatedAuthCallbackUri', true);
  });
export type IdpInitiatedForm = z.input<typeof idpInitiatedFormGuard>;

export const toIdpInitiatedForm = (config: IdpInitiatedAuthConfig | null): IdpInitiatedForm => ({
  isEnabled: Boolean(config),
  defaultApplicationId: config?.defaultApplicationId ?? '',
  autoSendAuthorizationRequest: config?.autoSendAuthorizationRequest ?? true,
  redirectUri: config?.redirectUri ?? '',
  clientIdpInitiatedAuthCallbackUri: config?.clientIdpInitiatedAuthCallbackUri ?? '',
});

/** The PUT body: only the fields of the chosen way; the scopes already set are kept. */
export const toIdpInitiatedBody = (
  form: IdpInitiatedForm,
  current: IdpInitiatedAuthConfig | null,
): IdpInitiatedAuthConfigBody => ({
  defaultApplicationId: form.defaultApplicationId,
  autoSendAuthorizationRequest: form.autoSendAuthorizationRequest,
  ...(current ? { authParameters: current.authParameters } : {}),
  ...(form.autoSendAuthorizationRequest
    ? { redirectUri: form.redirectUri }
    : { clientIdpInitiatedAuthCallbackUri: form.clientIdpInitiatedAuthCallbackUri.trim() }),
});
