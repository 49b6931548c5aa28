import { ActionIcon, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import type { PageLoader } from '../../../kit/resource-queries.ts';
import { type Column, ResourceTable } from '../../../kit/resource-table.tsx';
import { SearchBox } from '../../../kit/search-box.tsx';
import { usePagedTable } from '../../../kit/use-paged-table.ts';

type RoleMemberTableProps<T> = {
  title: string;
  description: string;
  assignLabel: string;
  emptyText: string;
  queryKey: QueryKey;
  list: PageLoader<T>;
  columns: Column<T>[];
  getId: (item: T) => string;
  getRemoveLabel: (item: T) => string;
  onAssign: () => void;
  onRemove: (item: T) => void;
  isSearchable?: boolean;
  children?: ReactNode;
};

/** The shape shared by the role tabs: heading, assign button, paged searchable table, remove. */
export const RoleMemberTable = <T,>(props: RoleMemberTableProps<T>) => {
  const { t } = useTranslation();
  const { params, table } = usePagedTable<T>(props.queryKey, props.list, { isSearchable: true });
  const columns: Column<T>[] = [
    ...props.columns,
    {
      key: 'remove',
      title: <VisuallyHidden>{t('kit.actions')}</VisuallyHidden>,
      width: 56,
      render: (item) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={props.getRemoveLabel(item)}
          onClick={() => props.onRemove(item)}
        >
          <TrashIcon />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        </div>
        <Button leftSection={<PlusIcon />} onClick={props.onAssign}>
          {props.assignLabel}
        </Button>
      </Group>
      {props.isSearchable !== false && (
        <SearchBox value={params.search} onChange={params.setSearch} />
      )}
      <ResourceTable<T>
        label={props.title}
        columns={columns}
        getRowKey={props.getId}
        empty={
          <Text c="dimmed">
            {params.search ? t('kit.list.no_results', { search: params.search }) : props.emptyText}
          </Text>
        }
        {...table}
      />
      {props.children}
    </Stack>
  );
};
