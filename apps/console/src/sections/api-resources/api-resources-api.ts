import type {
  CreateResourceBody,
  CreateScopeBody,
  UpdateResourceBody,
} from '@gatehouse/schemas/api/resources';
import type { Resource, Scope } from '@gatehouse/schemas/entities/resource';
import { useQueryClient } from '@tanstack/react-query';
import {
  createResourceKeys,
  type PageLoader,
  useResource,
  useResourceMutation,
} from '../../kit/resource-queries.ts';

export const resourceKeys = createResourceKeys('resources');

const byId = (id: string) => ({ params: { path: { id } } });

export const useApiResource = (id: string) =>
  useResource(resourceKeys.detail(id), (api, signal) =>
    api.get('/api/resources/{id}', { ...byId(id), signal }),
  );

/** Form errors are shown on fields by the kit, hence `handlesErrors`. */
export const useCreateApiResource = () =>
  useResourceMutation({
    request: (api, body: CreateResourceBody): Promise<Resource> =>
      api.post('/api/resources', { body }),
    invalidates: [resourceKeys.lists()],
    meta: { handlesErrors: true },
  });

export const useUpdateApiResource = (id: string) =>
  useResourceMutation({
    request: (api, body: UpdateResourceBody): Promise<Resource> =>
      api.patch('/api/resources/{id}', { ...byId(id), body }),
    invalidates: [resourceKeys.all],
    meta: { handlesErrors: true },
  });

export const useSetDefaultApiResource = (id: string) =>
  useResourceMutation({
    request: (api, isDefault: boolean): Promise<Resource> =>
      api.patch('/api/resources/{id}/is-default', { ...byId(id), body: { isDefault } }),
    // Another resource may have lost its default flag: refresh every resource.
    invalidates: [resourceKeys.all],
  });

export const useDeleteApiResource = () => {
  const queryClient = useQueryClient();
  return useResourceMutation({
    request: (api, id: string) => api.delete('/api/resources/{id}', byId(id)),
    invalidates: [resourceKeys.lists()],
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: resourceKeys.detail(id) }),
  });
};

/** A page of a resource's scopes. */
export const scopePage =
  (resourceId: string): PageLoader<Scope> =>
  (api, paging, signal) =>
    api.getPage('/api/resources/{resourceId}/scopes', paging, {
      params: { path: { resourceId } },
      signal,
    });

export const scopeListKey = (resourceId: string) => resourceKeys.sub(resourceId, 'scopes');

export const useSaveScope = (resourceId: string) =>
  useResourceMutation({
    request: (
      api,
      // The form always sends the whole scope, which fits both the create and the update body.
      { id, body }: { id?: string; body: CreateScopeBody },
    ): Promise<Scope> =>
      id
        ? api.patch('/api/resources/{resourceId}/scopes/{scopeId}', {
            params: { path: { resourceId, scopeId: id } },
            body,
          })
        : api.post('/api/resources/{resourceId}/scopes', {
            params: { path: { resourceId } },
            body,
          }),
    // Roles show scopes with their resource names, so their lists refresh too.
    invalidates: [scopeListKey(resourceId), ['roles']],
    meta: { handlesErrors: true },
  });

export const useDeleteScope = (resourceId: string) =>
  useResourceMutation({
    request: (api, id: string) =>
      api.delete('/api/resources/{resourceId}/scopes/{scopeId}', {
        params: { path: { resourceId, scopeId: id } },
      }),
    invalidates: [scopeListKey(resourceId), ['roles']],
  });
