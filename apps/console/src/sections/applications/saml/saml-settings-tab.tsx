import {
  Alert,
  Card,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import {
  samlBindings,
  samlNameIdFormats,
  usePatchSamlApplication,
  useSamlApplication,
} from './saml-applications-api.ts';
import { SamlCertificatesCard } from './saml-certificates-card.tsx';
import { useSamlErrorText } from './saml-error-text.ts';
import { samlSettingsFormGuard, toSamlSettingsForm, toSamlSettingsPatch } from './saml-forms.ts';
import { SamlIdpCard } from './saml-idp-card.tsx';

// The bindings' own names (SAML 2.0 Bindings), the same in every language.
const bindingNames = {
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST': 'HTTP-POST',
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect': 'HTTP-Redirect',
} as const;
const nameIdKeys = {
  'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent': 'persistent',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress': 'email_address',
  'urn:oasis:names:tc:SAML:2.0:nameid-format:transient': 'transient',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified': 'unspecified',
} as const;

/** Settings tab of a SAML app: the form, then our IdP's metadata and the signing certificates. */
export const SamlSettingsTab = ({ applicationId }: { applicationId: string }) => {
  const { t } = useTranslation();
  const errorText = useSamlErrorText();
  const app = useSamlApplication(applicationId);
  const patch = usePatchSamlApplication(applicationId);
  const labels = {
    name: t('saml_applications.settings.name'),
    description: t('saml_applications.settings.description'),
    acsUrl: t('saml_applications.settings.acs_url'),
    acsBinding: t('saml_applications.settings.acs_binding'),
    entityId: t('saml_applications.settings.entity_id'),
    nameIdFormat: t('saml_applications.settings.name_id_format'),
    certificate: t('saml_applications.settings.encryption_certificate'),
  };

  return (
    <Stack gap="lg">
      {app.isPending ? (
        <Skeleton h={240} />
      ) : app.isError ? (
        <Alert color="red" role="alert" title={t('saml_applications.load_error')}>
          <Button variant="default" isLoading={app.isFetching} onClick={() => void app.refetch()}>
            {t('general.retry')}
          </Button>
        </Alert>
      ) : (
        <SettingsForm
          schema={samlSettingsFormGuard}
          labels={labels}
          values={toSamlSettingsForm(app.data)}
          codeToField={{
            'application.saml.acs_url_scheme_not_supported': 'acsUrl',
            'application.saml.acs_url_binding_not_supported': 'acsBinding',
            'application.saml.acs_url_required': 'acsUrl',
            'application.saml.entity_id_required': 'entityId',
            'application.saml.unsupported_name_id_format': 'nameIdFormat',
            'application.saml.invalid_certificate_pem_format': 'certificate',
            'application.saml.certificate_required': 'certificate',
          }}
          onSubmit={(values) => patch(toSamlSettingsPatch(values))}
        >
          {(form) => {
            const { errors } = form.formState;
            const encryptAssertion = form.watch('encryptAssertion');
            return (
              <Stack gap="lg">
                <Card withBorder padding="lg" component="section" aria-labelledby="saml-general">
                  <Stack gap="md">
                    <Title order={2} size="h4" id="saml-general">
                      {t('saml_applications.settings.general')}
                    </Title>
                    <TextInput
                      label={labels.name}
                      withAsterisk
                      {...form.register('name')}
                      error={errorText(errors.name?.message)}
                    />
                    <Textarea
                      label={labels.description}
                      autosize
                      minRows={2}
                      {...form.register('description')}
                    />
                  </Stack>
                </Card>
                <Card withBorder padding="lg" component="section" aria-labelledby="saml-sp">
                  <Stack gap="md">
                    <div>
                      <Title order={2} size="h4" id="saml-sp">
                        {t('saml_applications.settings.sp_title')}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {t('saml_applications.settings.sp_description')}
                      </Text>
                    </div>
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <TextInput
                        dir="ltr"
                        style={{ gridColumn: 'span 2' }}
                        label={labels.acsUrl}
                        description={t('saml_applications.settings.acs_url_description')}
                        placeholder="https://sp.example.com/saml/acs"
                        {...form.register('acsUrl')}
                        error={errorText(errors.acsUrl?.message)}
                      />
                      <Controller
                        control={form.control}
                        name="acsBinding"
                        render={({ field }) => (
                          <Select
                            label={labels.acsBinding}
                            description={t('saml_applications.settings.acs_binding_description')}
                            data={samlBindings.map((value) => ({
                              value,
                              label: bindingNames[value],
                            }))}
                            value={field.value}
                            onChange={(value) => value && field.onChange(value)}
                            onBlur={field.onBlur}
                            allowDeselect={false}
                            error={errorText(errors.acsBinding?.message)}
                          />
                        )}
                      />
                    </SimpleGrid>
                    <TextInput
                      dir="ltr"
                      label={labels.entityId}
                      description={t('saml_applications.settings.entity_id_description')}
                      placeholder="https://sp.example.com/saml/metadata"
                      {...form.register('entityId')}
                      error={errorText(errors.entityId?.message)}
                    />
                    <Controller
                      control={form.control}
                      name="nameIdFormat"
                      render={({ field }) => (
                        <Select
                          label={labels.nameIdFormat}
                          description={t('saml_applications.settings.name_id_format_description')}
                          data={samlNameIdFormats.map((value) => ({
                            value,
                            label: t(`saml_applications.name_id_formats.${nameIdKeys[value]}`),
                          }))}
                          value={field.value}
                          onChange={(value) => value && field.onChange(value)}
                          onBlur={field.onBlur}
                          allowDeselect={false}
                          error={errorText(errors.nameIdFormat?.message)}
                        />
                      )}
                    />
                  </Stack>
                </Card>
                <Card withBorder padding="lg" component="section" aria-labelledby="saml-encryption">
                  <Stack gap="md">
                    <div>
                      <Title order={2} size="h4" id="saml-encryption">
                        {t('saml_applications.settings.encryption_title')}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {t('saml_applications.settings.encryption_description')}
                      </Text>
                    </div>
                    <Controller
                      control={form.control}
                      name="encryptAssertion"
                      render={({ field }) => (
                        <Switch
                          label={t('saml_applications.settings.encrypt_assertion')}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                    {encryptAssertion && (
                      <>
                        <Controller
                          control={form.control}
                          name="encryptThenSign"
                          render={({ field }) => (
                            <Switch
                              label={t('saml_applications.settings.encrypt_then_sign')}
                              description={t(
                                'saml_applications.settings.encrypt_then_sign_description',
                              )}
                              checked={field.value}
                              onChange={(event) => field.onChange(event.currentTarget.checked)}
                              onBlur={field.onBlur}
                            />
                          )}
                        />
                        <Textarea
                          dir="ltr"
                          label={labels.certificate}
                          description={t(
                            'saml_applications.settings.encryption_certificate_description',
                          )}
                          placeholder="-----BEGIN CERTIFICATE-----"
                          withAsterisk
                          autosize
                          minRows={4}
                          maxRows={12}
                          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                          {...form.register('certificate')}
                          error={errorText(errors.certificate?.message)}
                        />
                      </>
                    )}
                  </Stack>
                </Card>
              </Stack>
            );
          }}
        </SettingsForm>
      )}
      <SamlIdpCard applicationId={applicationId} />
      <SamlCertificatesCard applicationId={applicationId} />
    </Stack>
  );
};
