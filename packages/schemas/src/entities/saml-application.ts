import { z } from 'zod';
import { applicationTypeGuard } from './application.ts';
import { epochMsGuard, jsonObjectGuard } from './common.ts';

/** SAML 2.0 bindings (contract Shapes: SamlBinding). */
export const samlBindings = {
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
} as const;
export const samlBindingGuard = z.enum([samlBindings.post, samlBindings.redirect]);
export type SamlBinding = z.infer<typeof samlBindingGuard>;

/** NameID formats a SAML application may answer (contract Shapes: SamlNameIdFormat). */
export const samlNameIdFormats = {
  persistent: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  emailAddress: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  transient: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  unspecified: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
} as const;
export const samlNameIdFormatGuard = z.enum([
  samlNameIdFormats.persistent,
  samlNameIdFormats.emailAddress,
  samlNameIdFormats.transient,
  samlNameIdFormats.unspecified,
]);
export type SamlNameIdFormat = z.infer<typeof samlNameIdFormatGuard>;

/** User claims a SAML attribute can be mapped from (contract Shapes: SamlAttributeMapping). */
export const samlMappableClaims = [
  'sub',
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'email',
  'email_verified',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'phone_number_verified',
  'address',
  'updated_at',
  'username',
  'created_at',
  'custom_data',
  'identities',
  'sso_identities',
  'roles',
  'organizations',
  'organization_data',
  'organization_roles',
] as const;
export type SamlMappableClaim = (typeof samlMappableClaims)[number];

/** Claim → SAML attribute name. */
export const samlAttributeMappingGuard = z
  .object(
    Object.fromEntries(samlMappableClaims.map((claim) => [claim, z.string().optional()])) as Record<
      SamlMappableClaim,
      z.ZodOptional<z.ZodString>
    >,
  )
  .partial();
export type SamlAttributeMapping = z.infer<typeof samlAttributeMappingGuard>;

/** Where the SP receives responses (only HTTP-POST is answered, as Logto). */
export const samlAcsUrlGuard = z.object({ binding: samlBindingGuard, url: z.url() });
export type SamlAcsUrl = z.infer<typeof samlAcsUrlGuard>;

/**
 * Assertion encryption (spec §5: when `encryptAssertion` is true, `encryptThenSign` and a
 * certificate are required).
 */
export const samlEncryptionGuard = z
  .object({
    encryptAssertion: z.boolean().optional(),
    encryptThenSign: z.boolean().optional(),
    certificate: z.string().optional(),
  })
  .refine(
    (value) =>
      !value.encryptAssertion ||
      (value.encryptThenSign !== undefined && Boolean(value.certificate)),
    {
      message: 'encryptThenSign and certificate are required when encryptAssertion is true.',
      path: ['certificate'],
    },
  );
export type SamlEncryption = z.infer<typeof samlEncryptionGuard>;

/** `GET /api/saml-applications/{id}` (contract Shapes: SamlApplicationDetail). */
export const samlApplicationDetailGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(256),
  description: z.string().nullable(),
  type: applicationTypeGuard,
  customData: jsonObjectGuard,
  isThirdParty: z.boolean(),
  appLevelAccessControlEnabled: z.boolean(),
  createdAt: epochMsGuard,
  attributeMapping: samlAttributeMappingGuard,
  entityId: z.string().max(128).nullable(),
  acsUrl: samlAcsUrlGuard.nullable(),
  encryption: samlEncryptionGuard.nullable(),
  nameIdFormat: samlNameIdFormatGuard,
});
export type SamlApplicationDetail = z.infer<typeof samlApplicationDetailGuard>;

/** A signing certificate of a SAML application (the private key never leaves the server). */
export const samlApplicationSecretGuard = z.object({
  id: z.string().min(1).max(21),
  certificate: z.string().min(1),
  createdAt: epochMsGuard,
  expiresAt: epochMsGuard,
  active: z.boolean(),
  fingerprints: z.object({
    sha256: z.object({ formatted: z.string(), unformatted: z.string() }),
  }),
});
export type SamlApplicationSecret = z.infer<typeof samlApplicationSecretGuard>;
