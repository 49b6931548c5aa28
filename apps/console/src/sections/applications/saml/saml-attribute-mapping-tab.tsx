import {
  ActionIcon,
  Alert,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { EmptyState } from '../../../kit/empty-state.tsx';
import type { SchemaForm } from '../../../kit/form-validation.ts';
import { PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import {
  samlAttributeKeys,
  usePatchSamlApplication,
  useSamlApplication,
} from './saml-applications-api.ts';
import { useSamlErrorText } from './saml-error-text.ts';
import {
  attributeMappingFormGuard,
  toAttributeMapping,
  toAttributeMappingForm,
} from './saml-forms.ts';

/** `applications/{id}/attribute-mapping` (SAML apps): which user claims go out as which attributes. */
export const SamlAttributeMappingTab = ({ applicationId }: { applicationId: string }) => {
  const { t } = useTranslation();
  const errorText = useSamlErrorText();
  const app = useSamlApplication(applicationId);
  const patch = usePatchSamlApplication(applicationId);

  if (app.isPending) return <Skeleton h={240} />;
  if (app.isError) {
    return (
      <Alert color="red" role="alert" title={t('saml_applications.load_error')}>
        <Button variant="default" isLoading={app.isFetching} onClick={() => void app.refetch()}>
          {t('general.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <SettingsForm
      schema={attributeMappingFormGuard}
      labels={{
        'rows.key': t('saml_applications.attributes.user_claim'),
        'rows.value': t('saml_applications.attributes.saml_attribute'),
        rows: t('saml_applications.attributes.title'),
      }}
      values={toAttributeMappingForm(app.data.attributeMapping)}
      onSubmit={(values) => patch({ attributeMapping: toAttributeMapping(values) })}
    >
      {(form) => <MappingRows form={form} errorText={errorText} />}
    </SettingsForm>
  );
};

type MappingForm = SchemaForm<typeof attributeMappingFormGuard>;

const MappingRows = ({
  form,
  errorText,
}: {
  form: MappingForm;
  errorText: (message: string | undefined) => string | undefined;
}) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = form.watch('rows');
  const used = new Set(rows.map((row) => row.key));
  const next = samlAttributeKeys.find((key) => !used.has(key));
  const errors = form.formState.errors.rows;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="saml-attributes">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="saml-attributes">
              {t('saml_applications.attributes.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('saml_applications.attributes.description')}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<PlusIcon />}
            disabled={!next}
            onClick={() => next && append({ key: next, value: next })}
          >
            {t('saml_applications.attributes.add')}
          </Button>
        </Group>
        {fields.length === 0 ? (
          <EmptyState
            title={t('saml_applications.attributes.empty')}
            description={t('saml_applications.attributes.empty_description')}
          />
        ) : (
          <Table aria-labelledby="saml-attributes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('saml_applications.attributes.user_claim')}</Table.Th>
                <Table.Th>{t('saml_applications.attributes.saml_attribute')}</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">{t('kit.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => (
                <Table.Tr key={field.id}>
                  <Table.Td>
                    <Controller
                      control={form.control}
                      name={`rows.${index}.key`}
                      render={({ field: keyField }) => (
                        <Select
                          aria-label={t('saml_applications.attributes.user_claim_of', {
                            index: index + 1,
                          })}
                          data={samlAttributeKeys.map((key) => ({
                            value: key,
                            label: key,
                            disabled: key !== keyField.value && used.has(key),
                          }))}
                          searchable
                          dir="ltr"
                          value={keyField.value}
                          onChange={(value) => value && keyField.onChange(value)}
                          onBlur={keyField.onBlur}
                          allowDeselect={false}
                          error={errorText(errors?.[index]?.key?.message)}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      dir="ltr"
                      aria-label={t('saml_applications.attributes.saml_attribute_of', {
                        index: index + 1,
                      })}
                      {...form.register(`rows.${index}.value`)}
                      error={errorText(errors?.[index]?.value?.message)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('saml_applications.attributes.remove', {
                        name: rows[index]?.key ?? '',
                      })}
                      onClick={() => remove(index)}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
};
