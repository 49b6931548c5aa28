import type { ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import { Card, Stack, Switch, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ConnectorFormValues } from './config-form-model.ts';
import { ConnectorConfigFields, StandardConnectorFields } from './connector-config-fields.tsx';

/**
 * The settings of a connector in one card: a standard connector's target and button name, the
 * configuration generated from the factory, and for social connectors the profile sync switch.
 */
export const ConnectorSettingsCard = ({
  factory,
  form,
}: {
  factory: Pick<ConnectorFactory, 'formItems' | 'isStandard' | 'type'>;
  form: UseFormReturn<ConnectorFormValues, unknown, ConnectorFormValues>;
}) => {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('connectors.guide.config_title')}
        </Title>
        {factory.isStandard && <StandardConnectorFields form={form} />}
        <ConnectorConfigFields factory={factory} form={form} />
        {factory.type === 'Social' && (
          <Controller
            control={form.control}
            name="syncProfile"
            render={({ field }) => (
              <Switch
                label={t('connectors.form.sync_profile')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
        )}
      </Stack>
    </Card>
  );
};

/** The body fields a form adds beside `config` (create and patch take the same ones). */
export const connectorOwnFields = (
  factory: Pick<ConnectorFactory, 'isStandard' | 'type'>,
  values: ConnectorFormValues,
) => ({
  ...(factory.isStandard
    ? {
        metadata: {
          target: values.target.trim(),
          ...(values.displayName.trim() ? { name: { en: values.displayName.trim() } } : {}),
        },
      }
    : {}),
  ...(factory.type === 'Social' ? { syncProfile: values.syncProfile } : {}),
});
