import { z } from 'zod';
import {
  type SamlApplicationDetail,
  type SamlApplicationPatch,
  type SamlAttributeKey,
  type SamlAttributeMapping,
  samlAttributeKeys,
  samlBindings,
  samlNameIdFormats,
} from './saml-applications-api.ts';

// Custom rules carry a phrase key under `saml_applications.errors`; the kit words the others.
export type SamlErrorKey = 'invalid_url' | 'certificate_required' | 'duplicated_attribute';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Settings of a SAML app: general, the service provider (ACS URL, entity id, NameID), encryption. */
export const samlSettingsFormGuard = z
  .object({
    name: z.string().trim().min(1).max(256),
    description: z.string(),
    acsUrl: z.string(),
    acsBinding: z.enum(samlBindings),
    entityId: z.string().max(128),
    nameIdFormat: z.enum(samlNameIdFormats),
    encryptAssertion: z.boolean(),
    encryptThenSign: z.boolean(),
    certificate: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.acsUrl.trim() && !isHttpUrl(value.acsUrl.trim())) {
      ctx.addIssue({ code: 'custom', path: ['acsUrl'], message: 'invalid_url' });
    }
    // Spec §4: when encryptAssertion is true, encryptThenSign and a certificate are required.
    if (value.encryptAssertion && !value.certificate.trim()) {
      ctx.addIssue({ code: 'custom', path: ['certificate'], message: 'certificate_required' });
    }
  });
export type SamlSettingsForm = z.input<typeof samlSettingsFormGuard>;

export const toSamlSettingsForm = (app: SamlApplicationDetail): SamlSettingsForm => ({
  name: app.name,
  description: app.description ?? '',
  acsUrl: app.acsUrl?.url ?? '',
  acsBinding: app.acsUrl?.binding ?? samlBindings[0],
  entityId: app.entityId ?? '',
  nameIdFormat: app.nameIdFormat,
  encryptAssertion: Boolean(app.encryption?.encryptAssertion),
  encryptThenSign: Boolean(app.encryption?.encryptThenSign),
  certificate: app.encryption?.certificate ?? '',
});

export const toSamlSettingsPatch = (form: SamlSettingsForm): SamlApplicationPatch => ({
  name: form.name.trim(),
  description: form.description.trim() || null,
  acsUrl: form.acsUrl.trim() ? { binding: form.acsBinding, url: form.acsUrl.trim() } : null,
  entityId: form.entityId.trim() || null,
  nameIdFormat: form.nameIdFormat,
  encryption: form.encryptAssertion
    ? {
        encryptAssertion: true,
        encryptThenSign: form.encryptThenSign,
        certificate: form.certificate.trim(),
      }
    : null,
});

/** Attribute mapping: rows of a user claim and the SAML attribute name that carries it. */
export const attributeMappingFormGuard = z
  .object({
    rows: z.array(
      z.object({
        key: z.enum(samlAttributeKeys),
        value: z.string().trim().min(1).max(256),
      }),
    ),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.rows.forEach((row, index) => {
      if (seen.has(row.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'key'],
          message: 'duplicated_attribute',
        });
      }
      seen.add(row.key);
    });
  });
export type AttributeMappingForm = z.input<typeof attributeMappingFormGuard>;

export const toAttributeMappingForm = (mapping: SamlAttributeMapping): AttributeMappingForm => ({
  rows: samlAttributeKeys.flatMap((key) => {
    const value = mapping[key];
    return value === undefined ? [] : [{ key, value }];
  }),
});

export const toAttributeMapping = (form: AttributeMappingForm): SamlAttributeMapping =>
  Object.fromEntries(form.rows.map((row) => [row.key as SamlAttributeKey, row.value.trim()]));
