import type {
  CreateResourceBody,
  CreateScopeBody,
  UpdateResourceBody,
  UpdateScopeBody,
} from '@gatehouse/schemas/api/resources';
import type { Resource, Scope } from '@gatehouse/schemas/entities/resource';
import { useQueryClient } from '@tanstack/react-query';
import {
  createResourceKeys,
  useResource,
  useResourceMutation,
} from '../../kit/resource-queries.ts';

export const resourceKeys = createResourceKeys('resources');

export const useApiResource = (id: string) =>
  useResource<Resource>(resourceKeys.detail(id), `/resources/${encodeURIComponent(id)}`);

/** Form errors are shown on fields by the kit, hence `handlesErrors`. */
export const useCreateApiResource = () =>
  useResourceMutation<CreateResourceBody, Resource>({
    request: (api, body) => api.post('/resources', { json: body }),
    invalidates: [resourceKeys.lists()],
    meta: { handlesErrors: true },
  });

export const useUpdateApiResource = (id: string) =>
  useResourceMutation<UpdateResourceBody, Resource>({
    request: (api, body) => api.patch(`/resources/${encodeURIComponent(id)}`, { json: body }),
    invalidates: [resourceKeys.all],
    meta: { handlesErrors: true },
  });

export const useSetDefaultApiResource = (id: string) =>
  useResourceMutation<boolean, Resource>({
    request: (api, isDefault) =>
      api.patch(`/resources/${encodeURIComponent(id)}/is-default`, { json: { isDefault } }),
    // Another resource may have lost its default flag: refresh every resource.
    invalidates: [resourceKeys.all],
  });

export const useDeleteApiResource = () => {
  const queryClient = useQueryClient();
  return useResourceMutation<string>({
    request: (api, id) => api.delete(`/resources/${encodeURIComponent(id)}`),
    invalidates: [resourceKeys.lists()],
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: resourceKeys.detail(id) }),
  });
};

const scopesPath = (resourceId: string) => `/resources/${encodeURIComponent(resourceId)}/scopes`;

export const scopeListKey = (resourceId: string) => resourceKeys.sub(resourceId, 'scopes');

export const useSaveScope = (resourceId: string) =>
  useResourceMutation<{ id?: string; body: CreateScopeBody | UpdateScopeBody }, Scope>({
    request: (api, { id, body }) =>
      id
        ? api.patch(`${scopesPath(resourceId)}/${encodeURIComponent(id)}`, { json: body })
        : api.post(scopesPath(resourceId), { json: body }),
    // Roles show scopes with their resource names, so their lists refresh too.
    invalidates: [scopeListKey(resourceId), ['roles']],
    meta: { handlesErrors: true },
  });

export const useDeleteScope = (resourceId: string) =>
  useResourceMutation<string>({
    request: (api, id) => api.delete(`${scopesPath(resourceId)}/${encodeURIComponent(id)}`),
    invalidates: [scopeListKey(resourceId), ['roles']],
  });

export { scopesPath };
