import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isSectionActive } from '../sections.ts';
import { useSections } from '../sections-context.tsx';

export const Sidebar = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { groups, tenantPrefix } = useSections();
  const { pathname } = useLocation();

  return (
    <ScrollArea component="nav" aria-label={t('shell.sidebar.label')} h="100%" p="sm">
      <Stack gap="lg">
        {groups.map((group) => (
          <Stack
            key={group.key}
            gap={2}
            role="group"
            aria-labelledby={`sidebar-group-${group.key}`}
          >
            <Text
              id={`sidebar-group-${group.key}`}
              size="xs"
              fw={600}
              c="dimmed"
              tt="uppercase"
              px="sm"
            >
              {t(`shell.sidebar.sections.${group.key}`)}
            </Text>
            {group.items.map((item) => {
              const Icon = item.icon;
              const isActive = isSectionActive(item, pathname, tenantPrefix);
              return (
                <NavLink
                  key={item.key}
                  component={RouterNavLink}
                  to={`${tenantPrefix}/${item.path}`}
                  label={t(`shell.sidebar.items.${item.key}`)}
                  leftSection={<Icon />}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={onNavigate}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
};
