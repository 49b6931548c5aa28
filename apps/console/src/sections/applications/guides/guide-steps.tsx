import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useApplicationsPath } from '../application-paths.ts';
import { CodeBlock } from './code-block.tsx';
import type { Guide, GuideStep, GuideValues } from './guide-types.ts';
import { GuideUris } from './guide-uris.tsx';

/** The numbered steps of one guide; extra UI (URIs, roles link) is placed by step key. */
export const GuideSteps = ({
  guide,
  application,
  values,
  resourcePicker,
}: {
  guide: Guide;
  application: ApplicationDetail;
  values: GuideValues;
  resourcePicker?: ReactNode;
}) => {
  const { t } = useTranslation();
  const steps = guide.steps(values);
  const path = useApplicationsPath();

  const extra = (step: GuideStep) => {
    if (step.key === 'configure_uris')
      return <GuideUris application={application} values={values} />;
    if (step.key === 'assign_roles') {
      return (
        <Anchor component={Link} to={path(`/${application.id}/roles`)} fw={600}>
          {t('applications.tabs.roles')}
        </Anchor>
      );
    }
    if (step.key === 'token_curl') return resourcePicker;
    return null;
  };

  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Card
          key={step.key}
          component="li"
          withBorder
          padding="lg"
          aria-labelledby={`guide-step-${index}`}
        >
          <Stack gap="sm">
            <Badge variant="light" w="fit-content">
              {t('guides.step_label', { number: index + 1 })}
            </Badge>
            <Title order={2} size="h4" id={`guide-step-${index}`}>
              {t(`guides.steps.${step.key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`guides.steps.${step.key}.description`, { package: guide.packageName })}
            </Text>
            {extra(step)}
            {step.snippets?.map((snippet) => (
              <CodeBlock key={snippet.fileName ?? snippet.code} snippet={snippet} />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
};
