import { z } from 'zod';
import { jsonObjectGuard } from './common.ts';

/** What a connector does: sends e-mail, sends SMS, or signs users in with another provider. */
export const connectorTypes = ['Email', 'Sms', 'Social'] as const;
export const connectorTypeGuard = z.enum(connectorTypes);
export type ConnectorType = z.infer<typeof connectorTypeGuard>;

/** Where a social connector's sign-in runs; `null` for e-mail and SMS connectors. */
export const connectorPlatforms = ['Native', 'Universal', 'Web'] as const;
export const connectorPlatformGuard = z.enum(connectorPlatforms);
export type ConnectorPlatform = z.infer<typeof connectorPlatformGuard>;

/** Text in several languages: English required, any language tag beside it. */
export const i18nPhrasesGuard = z.object({ en: z.string() }).catchall(z.string());
export type I18nPhrases = z.infer<typeof i18nPhrasesGuard>;

/** The kinds of field a connector's configuration form shows (console, contract `FormItem*`). */
export const formItemTypes = [
  'Text',
  'Number',
  'MultilineText',
  'Switch',
  'Json',
  'Select',
  'MultiSelect',
] as const;

const formItemCommon = {
  key: z.string(),
  label: z.string(),
  placeholder: z.string().optional(),
  required: z.boolean().optional(),
  defaultValue: z.unknown().optional(),
  showConditions: z
    .array(z.object({ targetKey: z.string(), expectValue: z.unknown().optional() }))
    .optional(),
  description: z.string().optional(),
  tooltip: z.string().optional(),
  isConfidential: z.boolean().optional(),
  isDevFeature: z.boolean().optional(),
};

export const formItemGuard = z.union([
  z.object({
    ...formItemCommon,
    type: z.literal('Select'),
    selectItems: z.array(z.object({ value: z.string(), title: z.string() })),
  }),
  z.object({
    ...formItemCommon,
    type: z.literal('MultiSelect'),
    selectItems: z.array(z.object({ value: z.string() })),
  }),
  z.object({
    ...formItemCommon,
    type: z.enum(['Text', 'Number', 'MultilineText', 'Switch', 'Json']),
  }),
]);
export type FormItem = z.infer<typeof formItemGuard>;

/** A built-in connector kind (contract `ConnectorFactoryResponse`). */
export const connectorFactoryGuard = z.object({
  type: connectorTypeGuard,
  isDemo: z.boolean().optional(),
  id: z.string(),
  target: z.string(),
  name: i18nPhrasesGuard,
  description: i18nPhrasesGuard,
  logo: z.string(),
  logoDark: z.string().nullable(),
  readme: z.string(),
  configTemplate: z.string().optional(),
  formItems: z.array(formItemGuard).optional(),
  customData: z.record(z.string(), z.unknown()).optional(),
  fromEmail: z.string().optional(),
  platform: connectorPlatformGuard.nullable(),
  isStandard: z.boolean().optional(),
  isTokenStorageSupported: z.boolean().optional(),
});
export type ConnectorFactory = z.infer<typeof connectorFactoryGuard>;

/** What an operator may override of a standard connector's look (contract `metadata`). */
export const connectorMetadataGuard = z.object({
  target: z.string().optional(),
  name: i18nPhrasesGuard.optional(),
  logo: z.string().optional(),
  logoDark: z.string().nullable().optional(),
});
export type ConnectorMetadata = z.infer<typeof connectorMetadataGuard>;

/** A tenant's connector: its factory's description merged with its own settings. */
export const connectorGuard = connectorFactoryGuard.extend({
  syncProfile: z.boolean(),
  enableTokenStorage: z.boolean(),
  config: jsonObjectGuard,
  metadata: connectorMetadataGuard,
  connectorId: z.string().min(1).max(128),
  extraInfo: z.record(z.string(), z.unknown()).optional(),
  usage: z.number().optional(),
});
export type Connector = z.infer<typeof connectorGuard>;
