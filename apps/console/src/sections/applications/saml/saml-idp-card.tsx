import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useConsoleConfig } from '../../../app/console-config.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CopyableText } from '../../../kit/copyable-text.tsx';
import { samlIdpValues } from './saml-applications-api.ts';

/** Our IdP for this app: the metadata URL (and its download) and the single sign-on URL. */
export const SamlIdpCard = ({ applicationId }: { applicationId: string }) => {
  const { t } = useTranslation();
  const { defaultTenantEndpoint } = useConsoleConfig();
  const values = samlIdpValues(defaultTenantEndpoint, applicationId);
  const rows = [
    { label: t('saml_applications.idp.metadata_url'), value: values.metadataUrl },
    { label: t('saml_applications.idp.sso_url'), value: values.ssoUrl },
  ];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="saml-idp">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <div>
            <Title order={2} size="h4" id="saml-idp">
              {t('saml_applications.idp.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('saml_applications.idp.description')}
            </Text>
          </div>
          <Anchor
            href={values.metadataUrl}
            download={`saml-metadata-${applicationId}.xml`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            {t('saml_applications.idp.download_metadata')}
          </Anchor>
        </Group>
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
