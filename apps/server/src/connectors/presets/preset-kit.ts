import type { ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import { z } from 'zod';
import { letterLogo } from '../connector-kit.ts';

/** The configuration most presets need: the app's credentials at the provider, and its scope. */
export const clientConfigGuard = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().optional(),
});
export type ClientConfig = z.infer<typeof clientConfigGuard>;

type FormItems = NonNullable<ConnectorFactory['formItems']>;

export const clientFormItems = (defaultScope: string): FormItems => [
  { key: 'clientId', label: 'Client ID', type: 'Text', required: true },
  {
    key: 'clientSecret',
    label: 'Client secret',
    type: 'Text',
    required: true,
    isConfidential: true,
  },
  { key: 'scope', label: 'Scope', type: 'Text', required: false, defaultValue: defaultScope },
];

/**
 * A preset's factory metadata. Presets are not standard (one per tenant, target fixed to the
 * provider), as Logto's GitHub, Google… connectors.
 */
export const presetMetadata = (preset: {
  id: string;
  letters: string;
  color: string;
  readme: string;
  configTemplate: Record<string, unknown>;
  formItems: FormItems;
}): Omit<ConnectorFactory, 'name' | 'description'> => ({
  id: preset.id,
  target: preset.id,
  type: 'Social',
  platform: 'Universal',
  logo: letterLogo(preset.letters, preset.color),
  logoDark: null,
  readme: preset.readme,
  configTemplate: JSON.stringify(preset.configTemplate),
  formItems: preset.formItems,
  isStandard: false,
  isTokenStorageSupported: false,
});
