import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type PageLoader, useResourceList } from './resource-queries.ts';
import type { ResourceTableProps } from './resource-table.tsx';
import { useListParams } from './use-list-params.ts';

/** What a paged `ResourceTable` takes from its query: rows, the load states and the pager. */
export type PagedTableState<T> = Pick<
  ResourceTableProps<T>,
  'rows' | 'isPending' | 'isError' | 'onRetry' | 'isRetrying' | 'paging'
>;

/**
 * One page of `load`, with page (and, for a searchable table, the search text) kept in the
 * address. Spread `table` into `ResourceTable`; `params` is for the search box and filters.
 */
export const usePagedTable = <T>(
  queryKey: QueryKey,
  load: PageLoader<T>,
  { isSearchable }: { isSearchable: boolean },
) => {
  const params = useListParams();
  const list = useResourceList<T>(queryKey, load, {
    page: params.page,
    pageSize: params.pageSize,
    ...(isSearchable && { search: params.search }),
  });
  // `?page=99` of a 30-row list: go to the last page instead of calling the list empty.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / params.pageSize)) : 1;
  const isPastEnd = Boolean(list.data && list.data.rows.length === 0 && params.page > lastPage);
  const { setPage } = params;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage, true);
  }, [isPastEnd, lastPage, setPage]);
  const table: PagedTableState<T> = {
    rows: isPastEnd ? undefined : list.data?.rows,
    isPending: list.isPending || isPastEnd,
    // A failed refresh keeps the page it has; only a list that never loaded shows the error.
    isError: list.isError && !list.data,
    onRetry: () => void list.refetch(),
    isRetrying: list.isFetching,
    paging: list.data && {
      page: params.page,
      pageSize: params.pageSize,
      total: list.data.total,
      onChange: params.setPage,
    },
  };
  return { params, table };
};
