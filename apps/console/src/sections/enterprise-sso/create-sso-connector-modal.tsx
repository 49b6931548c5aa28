import { Alert, Group, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useApiClients } from '../../api/api-provider.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CreateModal } from '../../kit/create-modal.tsx';
import type { SchemaForm } from '../../kit/form-validation.ts';
import { ProviderLogo } from './provider-logo.tsx';
import {
  createSsoConnector,
  listSsoProviders,
  type SsoProviderName,
  ssoConnectorKeys,
  ssoProviderKeys,
} from './sso-api.ts';
import { createSsoConnectorFormGuard } from './sso-forms.ts';
import { providerDescription } from './sso-text.ts';

export const useSsoProviders = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: ssoProviderKeys,
    queryFn: ({ signal }) => listSsoProviders(management, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/** `enterprise-sso/create`: choose a provider (GET /api/sso-connector-providers), then a name. */
export const CreateSsoConnectorModal = () => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const providers = useSsoProviders();

  return (
    <CreateModal
      title={t('enterprise_sso.create.title')}
      description={
        <Text size="sm" c="dimmed">
          {t('enterprise_sso.create.description')}
        </Text>
      }
      size="xl"
      schema={createSsoConnectorFormGuard}
      labels={{
        providerName: t('enterprise_sso.create.provider_label'),
        connectorName: t('enterprise_sso.create.name_label'),
      }}
      defaultValues={{ providerName: '', connectorName: '' }}
      codeToField={{ 'single_sign_on.duplicate_connector_name': 'connectorName' }}
      onSubmit={async (values) => {
        const created = await createSsoConnector(management, {
          providerName: values.providerName as SsoProviderName,
          connectorName: values.connectorName,
        });
        await queryClient.invalidateQueries({ queryKey: ssoConnectorKeys.all });
        return created;
      }}
      createdMessage={(created) =>
        t('enterprise_sso.create.created', { name: created.connectorName })
      }
      getCreatedPath={(created) => `${created.id}/connection`}
    >
      {(form) => <CreateFields form={form} providers={providers} />}
    </CreateModal>
  );
};

type Form = SchemaForm<typeof createSsoConnectorFormGuard>;

const CreateFields = ({
  form,
  providers,
}: {
  form: Form;
  providers: ReturnType<typeof useSsoProviders>;
}) => {
  const { t } = useTranslation();
  const first = providers.data?.[0]?.providerName;
  // The first provider is chosen once the list arrives.
  useEffect(() => {
    if (first && !form.getValues('providerName')) form.setValue('providerName', first);
  }, [first, form]);
  const errors = form.formState.errors;

  return (
    <Stack gap="md">
      {providers.isPending ? (
        <Skeleton h={120} />
      ) : providers.isError ? (
        <Alert color="red" title={t('enterprise_sso.create.providers_error')} />
      ) : (
        <Controller
          control={form.control}
          name="providerName"
          render={({ field }) => (
            <Radio.Group
              label={t('enterprise_sso.create.provider_label')}
              value={field.value || null}
              onChange={field.onChange}
              name={field.name}
              error={errors.providerName?.message}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {providers.data.map((provider) => {
                  const name = provider.name;
                  const isChosen = field.value === provider.providerName;
                  return (
                    <Radio.Card
                      key={provider.providerName}
                      value={provider.providerName}
                      radius="md"
                      p="md"
                      aria-label={name}
                      style={{
                        borderColor: isChosen ? 'var(--mantine-primary-color-filled)' : undefined,
                        boxShadow: isChosen
                          ? 'inset 0 0 0 1px var(--mantine-primary-color-filled)'
                          : undefined,
                        backgroundColor: isChosen
                          ? 'var(--mantine-primary-color-light)'
                          : undefined,
                      }}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator mt={2} aria-hidden />
                        <ProviderLogo logo={provider.logo} logoDark={provider.logoDark} />
                        <Stack gap={4}>
                          <Text fw={600}>{name}</Text>
                          <Text size="sm" c="dimmed">
                            {providerDescription(t, provider.providerName, provider.description)}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
      )}
      <TextInput
        label={t('enterprise_sso.create.name_label')}
        description={t('enterprise_sso.create.name_description')}
        placeholder={t('enterprise_sso.create.name_placeholder')}
        withAsterisk
        {...form.register('connectorName')}
        error={errors.connectorName?.message}
      />
    </Stack>
  );
};
