import { applicationCreateGuard } from '@gatehouse/schemas/api/applications';
import type { Application, ApplicationType } from '@gatehouse/schemas/entities/application';
import {
  Badge,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useApiClients } from '../../api/api-provider.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CreateModal } from '../../kit/create-modal.tsx';
import { applicationKeys } from './application-keys.ts';
import { defaultGuideId } from './guides/guide-catalog.ts';
import { createSamlApplication } from './saml/saml-applications-api.ts';

/** The five types the create UI offers (spec §3); protected is shown but not yet available. */
const creatableTypes = ['Native', 'SPA', 'Traditional', 'MachineToMachine', 'Protected'] as const;
const comingSoonTypes = new Set<ApplicationType>(['Protected']);
const thirdPartyTypes = new Set<ApplicationType>(['Native', 'SPA', 'Traditional']);

const createFormGuard = applicationCreateGuard;

/** `applications/create`: type cards, name, description and, where allowed, third-party. */
export const CreateApplicationModal = () => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const isThirdPartyList = pathname.includes('/third-party-applications/');
  // `create?type=SAML` (the list's "Create SAML app"): a SAML app, made through its own API, with
  // no type cards (issue 11; we are its identity provider).
  const isSaml = !isThirdPartyList && new URLSearchParams(search).get('type') === 'SAML';

  return (
    <CreateModal
      title={isSaml ? t('saml_applications.create.title') : t('applications.create.title')}
      description={
        <Text size="sm" c="dimmed">
          {isSaml
            ? t('saml_applications.create.description')
            : t('applications.create.description')}
        </Text>
      }
      schema={createFormGuard}
      labels={{
        name: t('applications.create.name_label'),
        description: t('applications.create.description_label'),
        type: t('applications.create.type_label'),
      }}
      defaultValues={{
        type: isSaml ? 'SAML' : isThirdPartyList ? 'Traditional' : 'SPA',
        name: '',
        description: '',
        isThirdParty: isThirdPartyList,
      }}
      submitLabel={t('applications.create.submit')}
      size="xl"
      onSubmit={async (values) => {
        if (values.type === 'SAML') {
          const saml = await createSamlApplication(management, {
            name: values.name,
            description: values.description || null,
          });
          await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
          return { id: saml.id, name: saml.name, type: 'SAML' } as Application;
        }
        const created: Application = await management.post('/api/applications', {
          body: {
            ...values,
            description: values.description || null,
            isThirdParty: thirdPartyTypes.has(values.type) ? values.isThirdParty : undefined,
          },
        });
        await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
        return created;
      }}
      createdMessage={(created) => t('applications.create.created', { name: created.name })}
      getCreatedPath={(created) => {
        const guideId = defaultGuideId(created.type);
        // From the third-party list, climb to the root route, then down into `applications`.
        const prefix = isThirdPartyList ? '../applications/' : '';
        return guideId ? `${prefix}${created.id}/guide/${guideId}` : `${prefix}${created.id}`;
      }}
    >
      {(form) => {
        const type = form.watch('type');
        const errors = form.formState.errors;
        return (
          <Stack gap="md">
            {!isSaml && (
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Radio.Group
                    label={t('applications.create.type_label')}
                    value={field.value}
                    onChange={(value) => field.onChange(value as ApplicationType)}
                    name={field.name}
                  >
                    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                      {creatableTypes.map((value) => {
                        const isComingSoon = comingSoonTypes.has(value);
                        const isChosen = field.value === value;
                        return (
                          <Radio.Card
                            key={value}
                            value={value}
                            disabled={isComingSoon}
                            radius="md"
                            p="md"
                            aria-label={t(`applications.types.${value}`)}
                            style={{
                              opacity: isComingSoon ? 0.6 : 1,
                              // The chosen card: primary border and tint beside its filled dot.
                              borderColor: isChosen
                                ? 'var(--mantine-primary-color-filled)'
                                : undefined,
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
                              <Stack gap={4}>
                                {/* A div, not a p: the badge inside renders a div. */}
                                <Text fw={600} component="div">
                                  {t(`applications.types.${value}`)}{' '}
                                  {isComingSoon && (
                                    <Badge size="xs" variant="light" color="gray">
                                      {t('applications.coming_soon')}
                                    </Badge>
                                  )}
                                </Text>
                                <Text size="sm" c="dimmed">
                                  {t(`applications.type_descriptions.${value}`)}
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
              label={t('applications.create.name_label')}
              placeholder={t('applications.create.name_placeholder')}
              withAsterisk
              data-autofocus
              {...form.register('name')}
              error={errors.name?.message}
            />
            <Textarea
              label={t('applications.create.description_label')}
              placeholder={t('applications.create.description_placeholder')}
              autosize
              minRows={2}
              {...form.register('description')}
              error={errors.description?.message}
            />
            {thirdPartyTypes.has(type) && (
              <Controller
                control={form.control}
                name="isThirdParty"
                render={({ field }) => (
                  <Switch
                    label={t('applications.create.third_party_label')}
                    description={t('applications.create.third_party_description')}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            )}
          </Stack>
        );
      }}
    </CreateModal>
  );
};
