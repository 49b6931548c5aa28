import { isManagementApiIndicator, type Resource } from '@gatehouse/schemas/entities/resource';
import { Badge, Group, Button as MantineButton, Menu, ThemeIcon } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyableText } from '../../kit/copyable-text.tsx';
import { KeyIcon } from '../../kit/icons.tsx';
import { ResourceDetailPage } from '../../kit/resource-detail-page.tsx';
import { useApiResource, useDeleteApiResource } from './api-resources-api.ts';
import { guideIds } from './guides/api-guides.ts';
import { ApiResourceGeneralTab } from './tabs/api-resource-general-tab.tsx';
import { ApiResourcePermissionsTab } from './tabs/api-resource-permissions-tab.tsx';

const GuidesMenu = ({ resource, base }: { resource: Resource; base: string }) => {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <MantineButton variant="default">{t('api_resources.guides.menu')}</MantineButton>
      </Menu.Target>
      <Menu.Dropdown>
        {guideIds.map((guideId) => (
          <Menu.Item
            key={guideId}
            component={Link}
            to={`${base}/${encodeURIComponent(resource.id)}/guide/${guideId}`}
          >
            {t(`api_resources.guides.${guideId}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

export const ApiResourceDetailPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { tenantPrefix } = useSections();
  const query = useApiResource(id);
  const remove = useDeleteApiResource();
  const base = `${tenantPrefix}/api-resources`;

  return (
    <ResourceDetailPage<Resource>
      query={query}
      list={{ path: base, label: t('api_resources.title') }}
      icon={
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <KeyIcon />
        </ThemeIcon>
      }
      title={(resource) => resource.name}
      subtitle={(resource) => (
        <Group gap="sm">
          <CopyableText value={resource.indicator} label={t('api_resources.indicator')} />
          {resource.isDefault && <Badge variant="light">{t('api_resources.default_badge')}</Badge>}
        </Group>
      )}
      actions={(resource) => <GuidesMenu resource={resource} base={base} />}
      delete={{
        name: (resource) => resource.name,
        message: () => t('api_resources.delete_message'),
        isAllowed: (resource) => !isManagementApiIndicator(resource.indicator),
        onDelete: (resource) => remove.mutateAsync(resource.id),
      }}
      tabs={[
        {
          path: 'permissions',
          label: t('api_resources.tabs.permissions'),
          render: (resource) => <ApiResourcePermissionsTab resource={resource} />,
        },
        {
          path: 'general',
          label: t('api_resources.tabs.general'),
          render: (resource) => <ApiResourceGeneralTab resource={resource} />,
        },
      ]}
    />
  );
};
