import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackIcon } from './icons.tsx';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the end of the header row. */
  actions?: ReactNode;
  back?: { to: string; label: string };
  /** Shown before the title, e.g. an icon. */
  icon?: ReactNode;
};

/** The title block every kit page starts with; one `h1` per page. */
export const PageHeader = ({ title, subtitle, actions, back, icon }: PageHeaderProps) => (
  <Stack gap="xs">
    {back && (
      <Anchor component={Link} to={back.to} size="sm" c="dimmed" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <BackIcon />
          {back.label}
        </Group>
      </Anchor>
    )}
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        {icon}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" component="div">
              {subtitle}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  </Stack>
);
