import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { externalLinks } from '../../app/external-links.ts';
import type { SidebarItemKey } from '../../app/sections.ts';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DocsIcon, ExternalIcon } from '../../kit/icons.tsx';

const steps = [
  {
    key: 'create_application',
    section: 'applications',
    path: 'applications',
    docs: externalLinks.createApplicationDocs,
  },
  {
    key: 'create_api_resource',
    section: 'api_resources',
    path: 'api-resources',
    docs: externalLinks.protectApiDocs,
  },
  { key: 'create_role', section: 'roles', path: 'roles', docs: externalLinks.rolesDocs },
] as const satisfies ReadonlyArray<{
  key: string;
  section: SidebarItemKey;
  path: string;
  docs: string;
}>;

export const GetStartedPage = () => {
  const { t } = useTranslation();
  const { groups, tenantPrefix } = useSections();
  const available = new Set(groups.flatMap((group) => group.items.map((item) => item.key)));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('get_started.title')}
        </Title>
        <Text c="dimmed">{t('get_started.subtitle')}</Text>
      </div>
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((step, index) => (
          <Card key={step.key} component="li" withBorder padding="lg">
            <Stack gap="sm" h="100%">
              <Badge variant="light" w="fit-content">
                {t('get_started.step', { number: index + 1 })}
              </Badge>
              <Title order={2} size="h4">
                {t(`get_started.${step.key}_title`)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(`get_started.${step.key}_description`)}
              </Text>
              <Group gap="md">
                {available.has(step.section) ? (
                  <Anchor component={Link} to={`${tenantPrefix}/${step.path}`} fw={600}>
                    {t(`get_started.${step.key}_action`)}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('get_started.section_coming_soon')}
                  </Text>
                )}
                <Anchor href={step.docs} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('general.learn_more')} <ExternalIcon />
                  <VisuallyHidden>{t('general.opens_in_new_tab')}</VisuallyHidden>
                </Anchor>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <DocsIcon />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('get_started.docs_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('get_started.docs_description')}
            </Text>
            <Anchor href={externalLinks.docs} target="_blank" rel="noopener noreferrer" fw={600}>
              {t('get_started.docs_action')}
            </Anchor>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
};
