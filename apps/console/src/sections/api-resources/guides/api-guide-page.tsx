import type { Resource, Scope } from '@gatehouse/schemas/entities/resource';
import { Alert, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useConsoleConfig } from '../../../app/console-config.ts';
import { useSections } from '../../../app/sections-context.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PageHeader } from '../../../kit/page-header.tsx';
import { PageLoading } from '../../../kit/page-loading.tsx';
import { useResourceList } from '../../../kit/resource-queries.ts';
import { scopeListKey, scopePage, useApiResource } from '../api-resources-api.ts';
import { buildGuide, isGuideId } from './api-guides.ts';
import { CodeSample } from './code-sample.tsx';

const fallbackScope = 'read:example';

/** `api-resources/{id}/guide/{guideId}`: how to protect and call this API, with its real values. */
export const ApiGuidePage = () => {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const { tenantPrefix } = useSections();
  const { defaultTenantEndpoint } = useConsoleConfig();
  const resource = useApiResource(id);
  const scopes = useResourceList<Scope>(scopeListKey(id), scopePage(id), { page: 1, pageSize: 1 });
  const detailPath = `${tenantPrefix}/api-resources/${encodeURIComponent(id)}`;

  if (resource.isPending || scopes.isPending) return <PageLoading />;
  const back = {
    to: detailPath,
    label: t('api_resources.guides.back', {
      name: resource.data?.name ?? t('api_resources.title'),
    }),
  };
  if (resource.isError || !isGuideId(guideId)) {
    return (
      <PageHeader
        back={back}
        title={t('kit.detail.not_found_title')}
        subtitle={
          isGuideId(guideId)
            ? t('kit.detail.not_found_description')
            : t('api_resources.guides.not_found')
        }
      />
    );
  }

  const item: Resource = resource.data;
  const scope = scopes.data?.rows[0]?.name;
  const code = buildGuide(guideId, {
    endpoint: defaultTenantEndpoint,
    indicator: item.indicator,
    scope: scope ?? fallbackScope,
  });
  const framework = t(`api_resources.guides.${guideId}`);
  const steps = [
    { title: t('api_resources.guides.step_install'), code: code.install, language: 'Shell' },
    {
      title: t('api_resources.guides.step_verify'),
      description: `${t('api_resources.guides.step_verify_description')} ${t('api_resources.guides.step_scope_description')}`,
      code: code.verify,
      language: code.language,
    },
    {
      title: t('api_resources.guides.step_call'),
      description: t('api_resources.guides.step_call_description'),
      code: code.call,
      language: 'Shell',
    },
  ];

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        back={back}
        title={t('api_resources.guides.title', { name: item.name, framework })}
        subtitle={t('api_resources.guides.intro', { indicator: item.indicator })}
      />
      {scopes.data && !scope && (
        <Alert variant="light" role="note">
          {t('api_resources.guides.no_permissions_note')}
        </Alert>
      )}
      {/* The same numbered step cards as the application guides. */}
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Card
            key={step.title}
            component="li"
            withBorder
            padding="lg"
            aria-labelledby={`api-guide-step-${index}`}
          >
            <Stack gap="sm">
              <Badge variant="light" w="fit-content">
                {t('guides.step_label', { number: index + 1 })}
              </Badge>
              <Title order={2} size="h4" id={`api-guide-step-${index}`}>
                {step.title}
              </Title>
              {step.description && (
                <Text size="sm" c="dimmed">
                  {step.description}
                </Text>
              )}
              <CodeSample code={step.code} language={step.language} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
};
