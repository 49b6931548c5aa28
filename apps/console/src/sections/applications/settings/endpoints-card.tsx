import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useConsoleConfig } from '../../../app/console-config.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CopyableText } from '../../../kit/copyable-text.tsx';

/** The tenant's OIDC endpoints (contract oidc.md: issuer `<endpoint>/oidc`) and the app id. */
export const oidcEndpointsOf = (endpoint: string) => {
  const issuer = `${endpoint.replace(/\/+$/, '')}/oidc`;
  return {
    issuer,
    discovery: `${issuer}/.well-known/openid-configuration`,
    authorization: `${issuer}/auth`,
    token: `${issuer}/token`,
    userinfo: `${issuer}/me`,
    logout: `${issuer}/session/end`,
    jwks: `${issuer}/jwks`,
  } as const;
};

export const EndpointsCard = ({ application }: { application: ApplicationDetail }) => {
  const { t } = useTranslation();
  const { defaultTenantEndpoint } = useConsoleConfig();
  const endpoints = oidcEndpointsOf(defaultTenantEndpoint);
  const rows = [
    ...Object.entries(endpoints).map(([key, value]) => ({
      label: t(`applications.endpoints.${key as keyof typeof endpoints}`),
      value,
    })),
    { label: t('applications.endpoints.app_id'), value: application.id },
  ];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="app-endpoints">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="app-endpoints">
            {t('applications.endpoints.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('applications.endpoints.description')}
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
