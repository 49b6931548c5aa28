import type { CreateRoleBody, UpdateRoleBody } from '@gatehouse/schemas/api/roles';
import type { resourceWithScopesGuard } from '@gatehouse/schemas/entities/resource';
import type { Role } from '@gatehouse/schemas/entities/role';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClients } from '../../api/api-provider.tsx';
import type { ManagementClient } from '../../api/api-types.ts';
import type { Paging } from '../../api/client.ts';
import {
  createResourceKeys,
  useResource,
  useResourceMutation,
} from '../../kit/resource-queries.ts';

type ResourceWithScopes = z.infer<typeof resourceWithScopesGuard>;

export const roleKeys = createResourceKeys('roles');

const byId = (id: string) => ({ params: { path: { id } } });

export const useRole = (id: string) =>
  useResource(roleKeys.detail(id), (api, signal) =>
    api.get('/api/roles/{id}', { ...byId(id), signal }),
  );

export const useCreateRole = () =>
  useResourceMutation({
    request: (api, body: CreateRoleBody): Promise<Role> => api.post('/api/roles', { body }),
    invalidates: [roleKeys.lists()],
    meta: { handlesErrors: true },
  });

export const useUpdateRole = (id: string) =>
  useResourceMutation({
    request: (api, body: UpdateRoleBody): Promise<Role> =>
      api.patch('/api/roles/{id}', { ...byId(id), body }),
    invalidates: [roleKeys.all],
    meta: { handlesErrors: true },
  });

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useResourceMutation({
    request: (api, id: string) => api.delete('/api/roles/{id}', byId(id)),
    invalidates: [roleKeys.lists()],
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: roleKeys.detail(id) }),
  });
};

/** What a role is given to: its typed list, assign and remove calls. */
export const roleMemberRoutes = {
  scopes: {
    list: (id: string) => (api: ManagementClient, paging: Paging, signal: AbortSignal) =>
      api.getPage('/api/roles/{id}/scopes', paging, { ...byId(id), signal }),
    assign: (api: ManagementClient, id: string, scopeIds: string[]) =>
      api.post('/api/roles/{id}/scopes', { ...byId(id), body: { scopeIds } }),
    remove: (api: ManagementClient, id: string, scopeId: string) =>
      api.delete('/api/roles/{id}/scopes/{scopeId}', { params: { path: { id, scopeId } } }),
  },
  users: {
    list: (id: string) => (api: ManagementClient, paging: Paging, signal: AbortSignal) =>
      api.getPage('/api/roles/{id}/users', paging, { ...byId(id), signal }),
    assign: (api: ManagementClient, id: string, userIds: string[]) =>
      api.post('/api/roles/{id}/users', { ...byId(id), body: { userIds } }),
    remove: (api: ManagementClient, id: string, userId: string) =>
      api.delete('/api/roles/{id}/users/{userId}', { params: { path: { id, userId } } }),
  },
  applications: {
    list: (id: string) => (api: ManagementClient, paging: Paging, signal: AbortSignal) =>
      api.getPage('/api/roles/{id}/applications', paging, { ...byId(id), signal }),
    assign: (api: ManagementClient, id: string, applicationIds: string[]) =>
      api.post('/api/roles/{id}/applications', { ...byId(id), body: { applicationIds } }),
    remove: (api: ManagementClient, id: string, applicationId: string) =>
      api.delete('/api/roles/{id}/applications/{applicationId}', {
        params: { path: { id, applicationId } },
      }),
  },
};
export type RoleMemberKind = keyof typeof roleMemberRoutes;

export const roleMembersKey = (id: string, kind: RoleMemberKind) => roleKeys.sub(id, kind);

/** Assigns or removes members; the list counts and "exclude" pickers refresh with the area. */
export const useAssignRoleMembers = (id: string, kind: RoleMemberKind) =>
  useResourceMutation({
    request: (api, ids: string[]) => roleMemberRoutes[kind].assign(api, id, ids),
    invalidates: [roleKeys.all, ['users'], ['applications']],
  });

export const useRemoveRoleMember = (id: string, kind: RoleMemberKind) =>
  useResourceMutation({
    request: (api, memberId: string) => roleMemberRoutes[kind].remove(api, id, memberId),
    invalidates: [roleKeys.all, ['users'], ['applications']],
  });

/** Every API resource with its scopes, for the permission pickers (`includeScopes`, unpaged). */
export const useResourcesWithScopes = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: ['resources', 'list', 'with-scopes'],
    queryFn: ({ signal }): Promise<ResourceWithScopes[]> =>
      management.get('/api/resources', { params: { query: { includeScopes: 'true' } }, signal }),
  });
};
