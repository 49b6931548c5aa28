import { Group, Button as MantineButton, Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { EmptyState } from './empty-state.tsx';
import { PlusIcon } from './icons.tsx';
import { PageHeader } from './page-header.tsx';
import type { PageLoader } from './resource-queries.ts';
import { type Column, ResourceTable } from './resource-table.tsx';
import { SearchBox } from './search-box.tsx';
import { usePagedTable } from './use-paged-table.ts';

export type ResourceListPageProps<T> = {
  title: string;
  subtitle?: ReactNode;
  /** The area's `keys.lists()`, plus the filters the list is loaded with. */
  queryKey: QueryKey;
  /** Loads a page, e.g. `(api, paging, signal) => api.getPage('/api/roles', paging, { signal })`. */
  list: PageLoader<T>;
  columns: readonly Column<T>[];
  getRowKey: (row: T) => string;
  /** Relative path of a row's detail page, e.g. `role => role.id`. */
  getRowHref?: (row: T) => string;
  /** Label of the button opening the routed create modal at `./create`. */
  createLabel?: string;
  /** More header actions, shown before the create button (e.g. a second kind of creation). */
  extraActions?: ReactNode;
  isSearchable?: boolean;
  searchPlaceholder?: string;
  /** Filter controls shown beside the search box. */
  filterControls?: ReactNode;
  /** What an empty list says and offers (without a search). */
  empty: { title: string; description?: string };
};

/**
 * A whole list page: header with create button, search and pagination in the address, the table
 * in its four states, and an outlet for the routed create modal (`<path>/create`).
 */
export const ResourceListPage = <T,>(props: ResourceListPageProps<T>) => {
  const { t } = useTranslation();
  const location = useLocation();
  const { params, table } = usePagedTable<T>(props.queryKey, props.list, { isSearchable: true });

  const empty = params.search ? (
    <EmptyState kind="search" title={t('kit.list.no_results', { search: params.search })} />
  ) : (
    <EmptyState title={props.empty.title} description={props.empty.description} />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          (props.createLabel || props.extraActions) && (
            <Group gap="sm">
              {props.extraActions}
              {props.createLabel && (
                <MantineButton
                  component={Link}
                  to={{ pathname: 'create', search: location.search }}
                  leftSection={<PlusIcon />}
                >
                  {props.createLabel}
                </MantineButton>
              )}
            </Group>
          )
        }
      />
      {(props.isSearchable !== false || props.filterControls) && (
        <Group gap="sm" wrap="wrap" align="flex-end">
          {props.isSearchable !== false && (
            <SearchBox
              value={params.search}
              onChange={params.setSearch}
              placeholder={props.searchPlaceholder}
            />
          )}
          {props.filterControls}
        </Group>
      )}
      <ResourceTable<T>
        label={props.title}
        columns={props.columns}
        getRowKey={props.getRowKey}
        getRowHref={props.getRowHref}
        empty={empty}
        {...table}
      />
      <Outlet />
    </Stack>
  );
};
