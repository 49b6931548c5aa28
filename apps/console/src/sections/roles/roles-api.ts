import type { CreateRoleBody, UpdateRoleBody } from '@gatehouse/schemas/api/roles';
import type { resourceWithScopesGuard } from '@gatehouse/schemas/entities/resource';
import type { Role } from '@gatehouse/schemas/entities/role';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClients } from '../../api/api-provider.tsx';
import {
  createResourceKeys,
  useResource,
  useResourceMutation,
} from '../../kit/resource-queries.ts';

type ResourceWithScopes = z.infer<typeof resourceWithScopesGuard>;

export const roleKeys = createResourceKeys('roles');

const rolePath = (id: string) => `/roles/${encodeURIComponent(id)}`;

export const useRole = (id: string) => useResource<Role>(roleKeys.detail(id), rolePath(id));

export const useCreateRole = () =>
  useResourceMutation<CreateRoleBody, Role>({
    request: (api, body) => api.post('/roles', { json: body }),
    invalidates: [roleKeys.lists()],
    meta: { handlesErrors: true },
  });

export const useUpdateRole = (id: string) =>
  useResourceMutation<UpdateRoleBody, Role>({
    request: (api, body) => api.patch(rolePath(id), { json: body }),
    invalidates: [roleKeys.all],
    meta: { handlesErrors: true },
  });

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useResourceMutation<string>({
    request: (api, id) => api.delete(rolePath(id)),
    invalidates: [roleKeys.lists()],
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: roleKeys.detail(id) }),
  });
};

/** What a role is given to, and how the API names it. */
export const roleMemberKinds = {
  scopes: { path: 'scopes', bodyKey: 'scopeIds' },
  users: { path: 'users', bodyKey: 'userIds' },
  applications: { path: 'applications', bodyKey: 'applicationIds' },
} as const;
export type RoleMemberKind = keyof typeof roleMemberKinds;

export const roleMembersPath = (id: string, kind: RoleMemberKind) =>
  `${rolePath(id)}/${roleMemberKinds[kind].path}`;
export const roleMembersKey = (id: string, kind: RoleMemberKind) => roleKeys.sub(id, kind);

/** Assigns or removes members; the list counts and "exclude" pickers refresh with the area. */
export const useAssignRoleMembers = (id: string, kind: RoleMemberKind) =>
  useResourceMutation<string[]>({
    request: (api, ids) =>
      api.post(roleMembersPath(id, kind), { json: { [roleMemberKinds[kind].bodyKey]: ids } }),
    invalidates: [roleKeys.all, ['users'], ['applications']],
  });

export const useRemoveRoleMember = (id: string, kind: RoleMemberKind) =>
  useResourceMutation<string>({
    request: (api, memberId) =>
      api.delete(`${roleMembersPath(id, kind)}/${encodeURIComponent(memberId)}`),
    invalidates: [roleKeys.all, ['users'], ['applications']],
  });

/** Every API resource with its scopes, for the permission pickers (`includeScopes`, unpaged). */
export const useResourcesWithScopes = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: ['resources', 'list', 'with-scopes'],
    queryFn: ({ signal }) =>
      management.get<ResourceWithScopes[]>('/resources', {
        query: { includeScopes: 'true' },
        signal,
      }),
  });
};
