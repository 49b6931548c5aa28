import {
  Card,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useConsoleConfig } from '../../../app/console-config.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CopyableText } from '../../../kit/copyable-text.tsx';
import { SettingsForm } from '../../../kit/settings-form.tsx';
import { type SsoConnector, serviceProviderValues, usePatchSsoConnector } from '../sso-api.ts';
import { useSsoErrorText } from '../sso-error-text.ts';
import {
  hasFixedIssuer,
  oidcConfigFormGuard,
  samlConfigFormGuard,
  samlMetadataSources,
  toOidcConfig,
  toOidcForm,
  toSamlConfig,
  toSamlForm,
} from '../sso-forms.ts';
import { SsoConnectionTestCard } from './sso-connection-test-card.tsx';

/** Connection tab: the IdP's settings, and the values of ours the IdP needs. */
export const SsoConnectionTab = ({ connector }: { connector: SsoConnector }) => (
  <Stack gap="lg">
    {connector.providerType === 'saml' ? (
      <SamlConnectionForm connector={connector} />
    ) : (
      <OidcConnectionForm connector={connector} />
    )}
    <ServiceProviderCard connector={connector} />
    <SsoConnectionTestCard connectorId={connector.id} />
  </Stack>
);

const OidcConnectionForm = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const errorText = useSsoErrorText();
  const patch = usePatchSsoConnector(connector.id);
  const labels = {
    issuer: t('enterprise_sso.oidc.issuer'),
    clientId: t('enterprise_sso.oidc.client_id'),
    clientSecret: t('enterprise_sso.oidc.client_secret'),
    scope: t('enterprise_sso.oidc.scope'),
  };
  return (
    <SettingsForm
      schema={oidcConfigFormGuard(connector.providerName)}
      labels={labels}
      values={toOidcForm(connector)}
      onSubmit={(values) =>
        patch({
          config: { ...connector.config, ...toOidcConfig(connector.providerName, values) },
        })
      }
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <Card withBorder padding="lg" component="section" aria-labelledby="sso-idp">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4" id="sso-idp">
                  {t('enterprise_sso.connection.idp_title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('enterprise_sso.oidc.description')}
                </Text>
              </div>
              {!hasFixedIssuer(connector.providerName) && (
                <TextInput
                  dir="ltr"
                  label={labels.issuer}
                  description={t('enterprise_sso.oidc.issuer_description')}
                  placeholder="https://idp.example.com"
                  withAsterisk
                  {...form.register('issuer')}
                  error={errorText(errors.issuer?.message)}
                />
              )}
              <TextInput
                dir="ltr"
                label={labels.clientId}
                withAsterisk
                autoComplete="off"
                {...form.register('clientId')}
                error={errorText(errors.clientId?.message)}
              />
              <PasswordInput
                dir="ltr"
                label={labels.clientSecret}
                withAsterisk
                autoComplete="off"
                {...form.register('clientSecret')}
                error={errorText(errors.clientSecret?.message)}
              />
              <TextInput
                dir="ltr"
                label={labels.scope}
                description={t('enterprise_sso.oidc.scope_description')}
                placeholder="openid profile email"
                {...form.register('scope')}
                error={errorText(errors.scope?.message)}
              />
            </Stack>
          </Card>
        );
      }}
    </SettingsForm>
  );
};

const SamlConnectionForm = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const errorText = useSsoErrorText();
  const patch = usePatchSsoConnector(connector.id);
  const labels = {
    metadataUrl: t('enterprise_sso.saml.metadata_url'),
    metadata: t('enterprise_sso.saml.metadata_xml'),
    entityId: t('enterprise_sso.saml.idp_entity_id'),
    signInEndpoint: t('enterprise_sso.saml.sso_url'),
    x509Certificate: t('enterprise_sso.saml.certificate'),
  };
  return (
    <SettingsForm
      schema={samlConfigFormGuard}
      labels={labels}
      values={toSamlForm(connector)}
      onSubmit={(values) => patch({ config: toSamlConfig(connector, values) })}
    >
      {(form) => {
        const { errors } = form.formState;
        const source = form.watch('source');
        return (
          <Card withBorder padding="lg" component="section" aria-labelledby="sso-idp">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4" id="sso-idp">
                  {t('enterprise_sso.connection.idp_title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('enterprise_sso.saml.description')}
                </Text>
              </div>
              <Controller
                control={form.control}
                name="source"
                render={({ field }) => (
                  <Radio.Group
                    label={t('enterprise_sso.saml.source_label')}
                    value={field.value}
                    onChange={field.onChange}
                    name={field.name}
                  >
                    <Group gap="lg" mt="xs">
                      {samlMetadataSources.map((value) => (
                        <Radio
                          key={value}
                          value={value}
                          label={t(`enterprise_sso.saml.sources.${value}`)}
                        />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
              {source === 'url' && (
                <TextInput
                  dir="ltr"
                  label={labels.metadataUrl}
                  placeholder="https://idp.example.com/saml/metadata"
                  withAsterisk
                  {...form.register('metadataUrl')}
                  error={errorText(errors.metadataUrl?.message)}
                />
              )}
              {source === 'xml' && (
                <Textarea
                  dir="ltr"
                  label={labels.metadata}
                  placeholder="<EntityDescriptor …>"
                  withAsterisk
                  autosize
                  minRows={6}
                  maxRows={16}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  {...form.register('metadata')}
                  error={errorText(errors.metadata?.message)}
                />
              )}
              {source === 'manual' && (
                <>
                  <TextInput
                    dir="ltr"
                    label={labels.entityId}
                    withAsterisk
                    {...form.register('entityId')}
                    error={errorText(errors.entityId?.message)}
                  />
                  <TextInput
                    dir="ltr"
                    label={labels.signInEndpoint}
                    placeholder="https://idp.example.com/saml/sso"
                    withAsterisk
                    {...form.register('signInEndpoint')}
                    error={errorText(errors.signInEndpoint?.message)}
                  />
                  <Textarea
                    dir="ltr"
                    label={labels.x509Certificate}
                    placeholder="-----BEGIN CERTIFICATE-----"
                    withAsterisk
                    autosize
                    minRows={4}
                    maxRows={12}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    {...form.register('x509Certificate')}
                    error={errorText(errors.x509Certificate?.message)}
                  />
                </>
              )}
            </Stack>
          </Card>
        );
      }}
    </SettingsForm>
  );
};

/** Our side of the trust: what to enter at the IdP (SAML: ACS URL and entity id; OIDC: callback). */
const ServiceProviderCard = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const { defaultTenantEndpoint } = useConsoleConfig();
  const values = serviceProviderValues(defaultTenantEndpoint, connector.id);
  const rows =
    connector.providerType === 'saml'
      ? [
          { label: t('enterprise_sso.sp.acs_url'), value: values.acsUrl },
          { label: t('enterprise_sso.sp.entity_id'), value: values.entityId },
        ]
      : [{ label: t('enterprise_sso.sp.redirect_uri'), value: values.redirectUri }];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sso-sp">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="sso-sp">
            {t('enterprise_sso.sp.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {connector.providerType === 'saml'
              ? t('enterprise_sso.sp.saml_description')
              : t('enterprise_sso.sp.oidc_description')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {rows.map((row) => (
            <div key={row.label}>
              <Text size="sm" fw={600}>
                {row.label}
              </Text>
              <CopyableText value={row.value} label={row.label} />
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
};
