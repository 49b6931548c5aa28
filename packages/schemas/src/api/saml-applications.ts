import { z } from 'zod';
import { jsonObjectGuard } from '../entities/common.ts';
import {
  samlAcsUrlGuard,
  samlAttributeMappingGuard,
  samlBindings,
  samlEncryptionGuard,
  samlNameIdFormatGuard,
  samlNameIdFormats,
} from '../entities/saml-application.ts';

/** Bodies and queries of the SAML applications API (contract endpoints.md "SAML applications"). */

/** The ACS URL as written: `{ binding, url }`, or a bare URL (HTTP-POST binding). */
export const samlAcsUrlInputGuard = z.union([
  samlAcsUrlGuard,
  z.url().transform((url) => ({ binding: samlBindings.post, url })),
]);

const configFields = {
  attributeMapping: samlAttributeMappingGuard.optional(),
  entityId: z.string().max(128).nullable().optional(),
  acsUrl: samlAcsUrlInputGuard.nullable().optional(),
  encryption: samlEncryptionGuard.nullable().optional(),
};

export const samlApplicationCreateGuard = z.object({
  name: z.string().min(1).max(256),
  description: z.string().nullable().optional(),
  customData: jsonObjectGuard.optional(),
  ...configFields,
  nameIdFormat: samlNameIdFormatGuard.default(samlNameIdFormats.persistent),
});
export type SamlApplicationCreate = z.infer<typeof samlApplicationCreateGuard>;

export const samlApplicationPatchGuard = z.object({
  name: z.string().min(1).max(256).optional(),
  description: z.string().nullable().optional(),
  customData: jsonObjectGuard.optional(),
  appLevelAccessControlEnabled: z.boolean().optional(),
  ...configFields,
  nameIdFormat: samlNameIdFormatGuard.optional(),
});
export type SamlApplicationPatch = z.infer<typeof samlApplicationPatchGuard>;

export const samlApplicationSecretCreateGuard = z.object({
  lifeSpanInYears: z.number().int().min(1),
});

export const samlApplicationSecretPatchGuard = z.object({ active: z.boolean() });

/** `GET /api/saml/{id}/authn` (HTTP-Redirect binding). */
export const samlAuthnQueryGuard = z.object({
  SAMLRequest: z.string().min(1),
  Signature: z.string().optional(),
  SigAlg: z.string().optional(),
  RelayState: z.string().max(512).nullable().optional(),
});

/** `POST /api/saml/{id}/authn` (HTTP-POST binding; JSON or form-encoded). */
export const samlAuthnBodyGuard = z.object({
  SAMLRequest: z.string().min(1),
  RelayState: z.string().max(512).nullable().optional(),
});

/** `GET /api/saml-applications/{id}/callback`: the OIDC authorization response. */
export const samlCallbackQueryGuard = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  redirectUri: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
