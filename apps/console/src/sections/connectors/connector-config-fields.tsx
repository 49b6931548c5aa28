import type { ConnectorFactory, FormItem } from '@gatehouse/schemas/entities/connector';
import {
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import type { TFunction } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type ConnectorFormValues, isItemShown } from './config-form-model.ts';

type ConnectorForm = UseFormReturn<ConnectorFormValues, unknown, ConnectorFormValues>;

/**
 * Labels and hints of the built-in factories are console phrases (the API sends English);
 * a form item the console does not know keeps the API's words.
 */
export const itemLabel = (item: FormItem, t: TFunction, exists: (key: string) => boolean) => {
  const key = `connectors.form.items.${item.key}`;
  return exists(key) ? t(key as 'connectors.form.items.host') : item.label;
};

const itemDescription = (item: FormItem, t: TFunction, exists: (key: string) => boolean) => {
  const key = `connectors.form.items.${item.key}_description`;
  if (exists(key)) return t(key as 'connectors.form.items.auth_description');
  return item.description;
};

/** The field labels of a factory's form by path, so every validation message names its field. */
export const useConfigLabels = (factory: Pick<ConnectorFactory, 'formItems'>) => {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  return {
    ...Object.fromEntries(
      (factory.formItems ?? []).map((item) => [`config.${item.key}`, itemLabel(item, t, exists)]),
    ),
    target: t('connectors.form.target'),
    displayName: t('connectors.form.display_name'),
  };
};

/** Custom rules carry a phrase key of this section; the kit's own messages arrive worded. */
const errorText = (error: FieldError | undefined, t: TFunction) => {
  const message = error?.message;
  if (!message) return undefined;
  return message.startsWith('connectors.') ? t(message as 'connectors.form.invalid_json') : message;
};

/**
 * The configuration fields of a connector, generated from its factory's `formItems`: text,
 * numbers, multi-line text and JSON, switches and selects. Confidential values are masked, with a
 * button to show them.
 */
export const ConnectorConfigFields = ({
  factory,
  form,
}: {
  factory: Pick<ConnectorFactory, 'formItems'>;
  form: ConnectorForm;
}) => {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const values = form.watch('config');
  const errors = form.formState.errors.config as Record<string, FieldError | undefined> | undefined;

  return (
    <Stack gap="md">
      {(factory.formItems ?? [])
        .filter((item) => isItemShown(item, values ?? {}))
        .map((item) => {
          const name = `config.${item.key}` as const;
          const common = {
            label: itemLabel(item, t, exists),
            description: itemDescription(item, t, exists),
            withAsterisk: Boolean(item.required),
            error: errorText(errors?.[item.key], t),
          };
          const placeholder =
            item.placeholder ??
            (item.type === 'Json' && item.isConfidential && item.defaultValue !== undefined
              ? JSON.stringify(item.defaultValue)
              : undefined);
          switch (item.type) {
            case 'Switch':
              return (
                <Controller
                  key={item.key}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Switch
                      label={common.label}
                      description={common.description}
                      error={common.error}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                    />
                  )}
                />
              );
            case 'Select':
              return (
                <Controller
                  key={item.key}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Select
                      {...common}
                      placeholder={t('connectors.form.choose_option')}
                      data={item.selectItems.map(({ value, title }) => ({ value, label: title }))}
                      value={typeof field.value === 'string' && field.value ? field.value : null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      allowDeselect={!item.required}
                      ref={field.ref}
                    />
                  )}
                />
              );
            case 'MultiSelect':
              return (
                <Controller
                  key={item.key}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <MultiSelect
                      {...common}
                      data={item.selectItems.map(({ value }) => value)}
                      value={Array.isArray(field.value) ? field.value : []}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  )}
                />
              );
            case 'MultilineText':
            case 'Json':
              if (item.isConfidential && item.type === 'Json') {
                // A secret JSON value (e.g. an SMTP login) stays masked like a password.
                return (
                  <PasswordInput
                    key={item.key}
                    {...common}
                    placeholder={placeholder}
                    autoComplete="off"
                    spellCheck={false}
                    visibilityToggleButtonProps={{ 'aria-label': t('connectors.form.show_secret') }}
                    {...form.register(name)}
                  />
                );
              }
              return (
                <Textarea
                  key={item.key}
                  {...common}
                  placeholder={placeholder}
                  autosize
                  minRows={item.type === 'Json' ? 3 : 2}
                  spellCheck={item.type !== 'Json'}
                  ff={item.type === 'Json' ? 'monospace' : undefined}
                  {...form.register(name)}
                />
              );
            default:
              if (item.isConfidential) {
                return (
                  <PasswordInput
                    key={item.key}
                    {...common}
                    placeholder={placeholder}
                    autoComplete="off"
                    visibilityToggleButtonProps={{ 'aria-label': t('connectors.form.show_secret') }}
                    {...form.register(name)}
                  />
                );
              }
              return (
                <TextInput
                  key={item.key}
                  {...common}
                  placeholder={placeholder}
                  inputMode={item.type === 'Number' ? 'numeric' : undefined}
                  {...form.register(name)}
                />
              );
          }
        })}
    </Stack>
  );
};

/** The standard connector's own fields: the target it is known by and its button name. */
export const StandardConnectorFields = ({ form }: { form: ConnectorForm }) => {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <Stack gap="md">
      <TextInput
        label={t('connectors.form.target')}
        description={t('connectors.form.target_description')}
        withAsterisk
        {...form.register('target')}
        error={errors.target?.message}
      />
      <TextInput
        label={t('connectors.form.display_name')}
        description={t('connectors.form.display_name_description')}
        {...form.register('displayName')}
        error={errors.displayName?.message}
      />
    </Stack>
  );
};
