import { updateResourceBodyGuard } from '@gatehouse/schemas/api/resources';
import { isManagementApiIndicator, type Resource } from '@gatehouse/schemas/entities/resource';
import { Alert, Card, NumberInput, Stack, Switch, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import { useSetDefaultApiResource, useUpdateApiResource } from '../api-resources-api.ts';

const formSchema = updateResourceBodyGuard.pick({ name: true, accessTokenTtl: true }).required();

export const ApiResourceGeneralTab = ({ resource }: { resource: Resource }) => {
  const { t } = useTranslation();
  const update = useUpdateApiResource(resource.id);
  const setDefault = useSetDefaultApiResource(resource.id);
  const isReadOnly = isManagementApiIndicator(resource.indicator);

  const toggleDefault = async (isDefault: boolean) => {
    await setDefault.mutateAsync(isDefault);
    showSuccessToast(
      t(isDefault ? 'api_resources.general.default_set' : 'api_resources.general.default_unset', {
        name: resource.name,
      }),
    );
  };

  return (
    <Stack gap="lg">
      {isReadOnly && (
        <Alert variant="light" role="note">
          {t('api_resources.general.read_only')}
        </Alert>
      )}
      <SettingsForm
        schema={formSchema}
        labels={{
          name: t('api_resources.general.name'),
          indicator: t('api_resources.general.indicator'),
          accessTokenTtl: t('api_resources.general.token_ttl'),
        }}
        values={{ name: resource.name, accessTokenTtl: resource.accessTokenTtl }}
        onSubmit={(values) => update.mutateAsync(values)}
        isReadOnly={isReadOnly}
      >
        {(form) => (
          <Card withBorder padding="lg" component="section" aria-labelledby="resource-general">
            <Stack gap="md">
              <Title order={2} size="h4" id="resource-general">
                {t('api_resources.general.title')}
              </Title>
              <TextInput
                label={t('api_resources.general.name')}
                withAsterisk
                {...form.register('name')}
                error={form.formState.errors.name?.message}
              />
              <TextInput
                label={t('api_resources.general.indicator')}
                value={resource.indicator}
                readOnly
                dir="ltr"
              />
              <Controller
                control={form.control}
                name="accessTokenTtl"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('api_resources.general.token_ttl')}
                    description={t('api_resources.general.token_ttl_hint')}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    name={field.name}
                    ref={field.ref}
                    value={field.value as number}
                    onBlur={field.onBlur}
                    disabled={field.disabled}
                    onChange={(value) =>
                      field.onChange(typeof value === 'number' ? value : undefined)
                    }
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Stack>
          </Card>
        )}
      </SettingsForm>
      <Card withBorder padding="lg" component="section" aria-labelledby="resource-default">
        <Stack gap="xs">
          <Title order={2} size="h4" id="resource-default">
            {t('api_resources.general.default_api')}
          </Title>
          <Switch
            label={t('api_resources.general.default_api')}
            description={t('api_resources.general.default_api_hint')}
            checked={resource.isDefault}
            disabled={isReadOnly || setDefault.isPending}
            onChange={(event) => void toggleDefault(event.currentTarget.checked).catch(() => {})}
          />
        </Stack>
      </Card>
    </Stack>
  );
};
