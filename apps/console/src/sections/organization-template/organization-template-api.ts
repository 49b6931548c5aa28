import { z } from 'zod';
import type { ManagementClient } from '../../api/api-types.ts';
import type { Paging } from '../../api/client.ts';
import {
  createResourceKeys,
  useResource,
  useResourceMutation,
} from '../../kit/resource-queries.ts';

export type {
  OrganizationRole,
  OrganizationRoleWithScopes,
  OrganizationScope,
} from '@gatehouse/schemas/entities/organization';

export const organizationRoleTypes = ['User', 'MachineToMachine'] as const;

/** The form rules of `POST /api/organization-scopes` and `/api/organization-roles`. */
export const organizationScopeBodyGuard = z.object({
  name: z.string().trim().min(1).max(128),
  description: z.string().max(256),
});
export const organizationRoleBodyGuard = z.object({
  name: z.string().trim().min(1).max(128),
  description: z.string().max(256),
  type: z.enum(organizationRoleTypes),
  organizationScopeIds: z.array(z.string()),
  resourceScopeIds: z.array(z.string()),
});

export const organizationRoleKeys = createResourceKeys('organization-roles');
export const organizationScopeKeys = createResourceKeys('organization-scopes');

const byId = (id: string) => ({ params: { path: { id } } });
/** The organization lists search with `q` (plain text), not the `search` of other lists. */
const withQ = ({ search, ...paging }: Paging) => ({ paging, q: search || undefined });

export const listOrganizationRoles = (
  api: ManagementClient,
  paging: Paging,
  signal: AbortSignal,
) => {
  const { paging: page, q } = withQ(paging);
  return api.getPage('/api/organization-roles', page, { params: { query: { q } }, signal });
};

export const listOrganizationScopes = (
  api: ManagementClient,
  paging: Paging,
  signal: AbortSignal,
) => {
  const { paging: page, q } = withQ(paging);
  return api.getPage('/api/organization-scopes', page, { params: { query: { q } }, signal });
};

/** Every organization permission (unpaged), for the pickers. */
export const allOrganizationScopes = (api: ManagementClient, signal?: AbortSignal) =>
  api.get('/api/organization-scopes', { signal });

export const useOrganizationRole = (id: string) =>
  useResource(organizationRoleKeys.detail(id), (api, signal) =>
    api.get('/api/organization-roles/{id}', { ...byId(id), signal }),
  );

export const useCreateOrganizationRole = () =>
  useResourceMutation({
    request: (api, values: z.output<typeof organizationRoleBodyGuard>) =>
      api.post('/api/organization-roles', {
        body: { ...values, description: values.description || null },
      }),
    invalidates: [organizationRoleKeys.lists()],
    meta: { handlesErrors: true },
  });

export const useUpdateOrganizationRole = (id: string) =>
  useResourceMutation({
    request: (api, body: { name: string; description: string | null }) =>
      api.patch('/api/organization-roles/{id}', { ...byId(id), body }),
    invalidates: [organizationRoleKeys.all],
    meta: { handlesErrors: true },
  });

export const useDeleteOrganizationRole = () =>
  useResourceMutation({
    request: (api, id: string) => api.delete('/api/organization-roles/{id}', byId(id)),
    invalidates: [organizationRoleKeys.lists()],
  });

export const useSaveOrganizationScope = (id?: string) =>
  useResourceMutation({
    request: (api, values: z.output<typeof organizationScopeBodyGuard>) => {
      const body = { ...values, description: values.description || null };
      return id
        ? api.patch('/api/organization-scopes/{id}', { ...byId(id), body })
        : api.post('/api/organization-scopes', { body });
    },
    invalidates: [organizationScopeKeys.all, organizationRoleKeys.all],
    meta: { handlesErrors: true },
  });

export const useDeleteOrganizationScope = () =>
  useResourceMutation({
    request: (api, id: string) => api.delete('/api/organization-scopes/{id}', byId(id)),
    invalidates: [organizationScopeKeys.all, organizationRoleKeys.all],
  });

/** A permission a role holds: an organization permission or an API resource scope. */
export type HeldPermission = {
  id: string;
  name: string;
  description?: string | null;
  resource?: { name: string };
};

/** The two kinds of permission an organization role holds: list (unpaged), assign, remove. */
export const rolePermissionRoutes = {
  organization: {
    list: (api: ManagementClient, id: string, signal: AbortSignal): Promise<HeldPermission[]> =>
      api.get('/api/organization-roles/{id}/scopes', { ...byId(id), signal }),
    assign: (api: ManagementClient, id: string, ids: string[]) =>
      api.post('/api/organization-roles/{id}/scopes', {
        ...byId(id),
        body: { organizationScopeIds: ids },
      }),
    remove: (api: ManagementClient, id: string, organizationScopeId: string) =>
      api.delete('/api/organization-roles/{id}/scopes/{organizationScopeId}', {
        params: { path: { id, organizationScopeId } },
      }),
  },
  resource: {
    list: (api: ManagementClient, id: string, signal: AbortSignal): Promise<HeldPermission[]> =>
      api.get('/api/organization-roles/{id}/resource-scopes', { ...byId(id), signal }),
    assign: (api: ManagementClient, id: string, ids: string[]) =>
      api.post('/api/organization-roles/{id}/resource-scopes', {
        ...byId(id),
        body: { scopeIds: ids },
      }),
    remove: (api: ManagementClient, id: string, scopeId: string) =>
      api.delete('/api/organization-roles/{id}/resource-scopes/{scopeId}', {
        params: { path: { id, scopeId } },
      }),
  },
};
export type RolePermissionKind = keyof typeof rolePermissionRoutes;

export const rolePermissionsKey = (id: string, kind: RolePermissionKind) =>
  organizationRoleKeys.sub(id, kind);

export const useAssignRolePermissions = (id: string, kind: RolePermissionKind) =>
  useResourceMutation({
    request: (api, ids: string[]) => rolePermissionRoutes[kind].assign(api, id, ids),
    invalidates: [organizationRoleKeys.all],
  });

export const useRemoveRolePermission = (id: string, kind: RolePermissionKind) =>
  useResourceMutation({
    request: (api, scopeId: string) => rolePermissionRoutes[kind].remove(api, id, scopeId),
    invalidates: [organizationRoleKeys.all],
  });
