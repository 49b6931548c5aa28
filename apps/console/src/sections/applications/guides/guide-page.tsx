import { applicationTypesWithSecrets } from '@gatehouse/schemas/entities/application';
import { Alert, Anchor, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConsoleConfig } from '../../../app/console-config.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { useApplicationsPath } from '../application-paths.ts';
import {
  useApplication,
  useApplicationSecrets,
  useResourcesForApplications,
} from '../applications-api.ts';
import { findGuide, guidesFor } from './guide-catalog.ts';
import { GuideSteps } from './guide-steps.tsx';
import { buildGuideValues, pickSecret, randomCookieSecret } from './guide-values.ts';

/** `applications/{id}/guide/{guideId}`: a step-by-step integration with the app's real values. */
export const GuidePage = () => {
  const { id = '', guideId } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useApplicationsPath();
  const { defaultTenantEndpoint } = useConsoleConfig();
  const [cookieSecret] = useState(randomCookieSecret);
  const [resource, setResource] = useState<string | null>(null);

  const application = useApplication(id);
  const type = application.data?.type;
  const hasSecrets = (applicationTypesWithSecrets as readonly string[]).includes(type ?? '');
  const secrets = useApplicationSecrets(id, hasSecrets);
  const isMachineToMachine = type === 'MachineToMachine';
  const resources = useResourcesForApplications(isMachineToMachine);

  if (application.isPending || (hasSecrets && secrets.isPending)) {
    return <Skeleton h={400} radius="md" role="status" aria-label={t('general.loading')} />;
  }
  if (application.isError) {
    return (
      <Alert color="red" role="alert" title={t('applications.detail.load_error')}>
        <Button variant="default" mt="sm" onClick={() => void application.refetch()}>
          {t('general.retry')}
        </Button>
      </Alert>
    );
  }

  const app = application.data;
  const guide = findGuide(guideId);
  const available = guidesFor(app.type);
  const settingsPath = path(`/${app.id}/settings`);
  if (!guide?.appTypes.includes(app.type)) {
    return (
      <Alert color="yellow" role="alert" title={t('guides.not_found')}>
        <Anchor component={Link} to={settingsPath}>
          {t('guides.back_to_application')}
        </Anchor>
      </Alert>
    );
  }

  const secret = pickSecret(app, secrets.data ?? []);
  const chosenResource = resource ?? resources.data?.[0]?.indicator;
  const values = buildGuideValues({
    guide,
    application: app,
    endpoint: defaultTenantEndpoint,
    secret,
    resource: chosenResource,
    cookieSecret,
  });

  const resourcePicker = isMachineToMachine ? (
    resources.data && resources.data.length > 0 ? (
      <Select
        label={t('guides.resource.label')}
        description={t('guides.resource.description')}
        data={resources.data.map((item) => ({
          value: item.indicator,
          label: `${item.name} (${item.indicator})`,
        }))}
        value={chosenResource ?? null}
        onChange={setResource}
        allowDeselect={false}
        maw={560}
      />
    ) : (
      <Text size="sm">{t('guides.resource.none')}</Text>
    )
  ) : undefined;

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={settingsPath} size="sm">
        {t('guides.back_to_application')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('guides.page_title', { guide: guide.name })}
          </Title>
          <Text c="dimmed">
            {/* A machine-to-machine app signs no user in: it calls APIs as itself. */}
            {app.type === 'MachineToMachine'
              ? t('guides.subtitle_m2m', { application: app.name })
              : t('guides.subtitle', { application: app.name })}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace" dir="ltr">
            {t('guides.package', { package: guide.packageName })}
          </Text>
        </div>
        {available.length > 1 && (
          <Select
            label={t('guides.picker_label')}
            data={available.map((item) => ({ value: item.id, label: item.name }))}
            value={guide.id}
            allowDeselect={false}
            onChange={(next) => next && navigate(path(`/${app.id}/guide/${next}`))}
            w={240}
          />
        )}
      </Group>
      {hasSecrets && !secret && (
        <Alert color="yellow" role="status">
          {t('guides.missing_secret')}
        </Alert>
      )}
      <GuideSteps guide={guide} application={app} values={values} resourcePicker={resourcePicker} />
      <Group justify="flex-end">
        <Button onClick={() => navigate(settingsPath)}>{t('guides.finish')}</Button>
      </Group>
    </Stack>
  );
};
