import type { ConnectorFactory, FormItem } from '@gatehouse/schemas/entities/connector';
import { z } from 'zod';

/** A field of the generated form holds text, a switch's state or a multi-select's values. */
export type ConfigFieldValue = string | boolean | string[];

/** The values of a connector form: its configuration by form item key, and the connector's own. */
export type ConnectorFormValues = {
  config: Record<string, ConfigFieldValue>;
  /** Standard (social) connectors only: `metadata.target` and the button name. */
  target: string;
  displayName: string;
  syncProfile: boolean;
};

/** Phrase key of the custom rules below; the form translates it (kit README "Form messages"). */
export const invalidJsonPhrase = 'connectors.form.invalid_json';
export const invalidNumberPhrase = 'connectors.form.invalid_number';

const parsesAsJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const fieldSchema = (item: FormItem): z.ZodType<ConfigFieldValue> => {
  switch (item.type) {
    case 'Switch':
      return z.boolean();
    case 'MultiSelect':
      return item.required ? z.array(z.string()).min(1) : z.array(z.string());
    case 'Json':
      return z
        .string()
        .trim()
        .min(item.required ? 1 : 0)
        .refine((text) => text === '' || parsesAsJson(text), { message: invalidJsonPhrase });
    case 'Number':
      return z
        .string()
        .trim()
        .min(item.required ? 1 : 0)
        .refine((text) => text === '' || /^-?\d+$/.test(text), { message: invalidNumberPhrase });
    default:
      return z
        .string()
        .trim()
        .min(item.required ? 1 : 0);
  }
};

/**
 * The zod schema of a factory's form, built from its `formItems`: required items must be filled,
 * numbers must be integers and JSON must parse. Standard connectors also need a target.
 */
export const connectorFormSchema = (factory: Pick<ConnectorFactory, 'formItems' | 'isStandard'>) =>
  z.object({
    config: z.object(
      Object.fromEntries((factory.formItems ?? []).map((item) => [item.key, fieldSchema(item)])),
    ),
    target: factory.isStandard ? z.string().trim().min(1).max(128) : z.string(),
    displayName: z.string().trim().max(128),
    syncProfile: z.boolean(),
  });

const textOf = (item: FormItem, value: unknown): ConfigFieldValue => {
  if (item.type === 'Switch') return value === true;
  if (item.type === 'MultiSelect') return Array.isArray(value) ? value.map(String) : [];
  if (value === undefined || value === null) return '';
  if (item.type === 'Json') return JSON.stringify(value, null, 2);
  return typeof value === 'string' ? value : String(value);
};

/**
 * The form's values for a configuration: a saved one (detail page) or the factory's defaults
 * (create). A secret JSON default (an empty login) is a placeholder instead, so it is never sent.
 */
export const toFormValues = (
  factory: Pick<ConnectorFactory, 'formItems'>,
  config: Record<string, unknown> | undefined,
  own: Partial<Omit<ConnectorFormValues, 'config'>> = {},
): ConnectorFormValues => ({
  config: Object.fromEntries(
    (factory.formItems ?? []).map((item) => {
      const value = config
        ? config[item.key]
        : item.type === 'Json' && item.isConfidential
          ? undefined
          : item.defaultValue;
      return [item.key, textOf(item, value)];
    }),
  ),
  target: own.target ?? '',
  displayName: own.displayName ?? '',
  syncProfile: own.syncProfile ?? false,
});

/**
 * The configuration the API takes, from the form's values: numbers and JSON parsed, empty
 * optional fields left out. Keys the form does not show are kept from `base` (the saved config).
 */
export const toConfig = (
  factory: Pick<ConnectorFactory, 'formItems'>,
  values: ConnectorFormValues['config'],
  base: Record<string, unknown> = {},
): Record<string, unknown> => {
  const config: Record<string, unknown> = { ...base };
  for (const item of factory.formItems ?? []) {
    const value = values[item.key];
    delete config[item.key];
    if (item.type === 'Switch') {
      config[item.key] = value === true;
      continue;
    }
    if (item.type === 'MultiSelect') {
      if (Array.isArray(value) && value.length > 0) config[item.key] = value;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') continue;
    if (item.type === 'Number') config[item.key] = Number(text);
    else if (item.type === 'Json') config[item.key] = JSON.parse(text);
    else config[item.key] = item.type === 'MultilineText' ? String(value) : text;
  }
  return config;
};

/** Whether an item is shown, by its `showConditions` over the current values. */
export const isItemShown = (item: FormItem, values: ConnectorFormValues['config']) =>
  (item.showConditions ?? []).every(({ targetKey, expectValue }) =>
    expectValue === undefined ? Boolean(values[targetKey]) : values[targetKey] === expectValue,
  );
