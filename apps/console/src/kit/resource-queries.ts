import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApiClients } from '../api/api-provider.tsx';
import type { ManagementClient } from '../api/api-types.ts';
import type { Page, Paging } from '../api/client.ts';
import type { ConsoleQueryMeta } from '../api/query-meta.d.ts';

/**
 * One keys factory per area: `createResourceKeys('roles')`. Lists and details share the `all`
 * prefix, so a mutation can refresh both with one invalidation.
 */
export const createResourceKeys = (area: string) => {
  const all = [area] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    /** Something that belongs to one item, e.g. `sub(id, 'scopes', { page })`. */
    sub: (id: string, name: string, params: object = {}) =>
      [...all, 'detail', id, name, params] as const,
  };
};
export type ResourceKeys = ReturnType<typeof createResourceKeys>;

/** Page, size and search of a list; the section puts its filters into the query key. */
export type ListParams = Paging;

/**
 * Loads one page through the typed client, e.g.
 * `(api, paging, signal) => api.getPage('/api/roles', paging, { signal })`.
 */
export type PageLoader<T> = (
  client: ManagementClient,
  paging: Paging,
  signal: AbortSignal,
) => Promise<Page<T>>;

/** A page of a list with its total; the previous page stays visible while the next one loads. */
export const useResourceList = <T>(
  queryKey: QueryKey,
  load: PageLoader<T>,
  params: ListParams,
  options: { enabled?: boolean } = {},
) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => load(management, params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
};

/** One item; a 404 is shown by the page as "not found" instead of a toast. */
export const useResource = <T>(
  queryKey: QueryKey,
  load: (client: ManagementClient, signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean } = {},
) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(management, signal),
    meta: { suppressStatuses: [404] },
    enabled: options.enabled,
  });
};

type MutationOptions<TVariables, TResult> = {
  /** Does the request with the management client. */
  request: (client: ManagementClient, variables: TVariables) => Promise<TResult>;
  /** Keys to refresh on success; the area's lists and details by default. */
  invalidates: readonly QueryKey[];
  meta?: ConsoleQueryMeta;
  onSuccess?: (result: TResult, variables: TVariables) => void;
};

/**
 * A write through the management client. On success the given keys (usually `keys.all`, which
 * covers list and detail) are invalidated; errors go through the console's one error policy.
 */
export const useResourceMutation = <TVariables = void, TResult = unknown>({
  request,
  invalidates,
  meta,
  onSuccess,
}: MutationOptions<TVariables, TResult>) => {
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => request(management, variables),
    meta,
    onSuccess: async (result, variables) => {
      onSuccess?.(result, variables);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
};
