import { isManagementApiIndicator } from '@gatehouse/schemas/entities/resource';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { allOrganizationScopes, organizationScopeKeys } from './organization-template-api.ts';

/** One pickable permission: an organization permission, or an API resource's scope. */
export type PermissionOption = { id: string; name: string; description: string };

/** Every organization permission, for the role pickers. */
export const useOrganizationScopeOptions = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: [...organizationScopeKeys.lists(), 'all'],
    queryFn: ({ signal }) => allOrganizationScopes(management, signal),
    select: (scopes): PermissionOption[] =>
      scopes.map((scope) => ({
        id: scope.id,
        name: scope.name,
        description: scope.description ?? '',
      })),
  });
};

/**
 * Every API resource scope an organization role may hold (the management API's are left out:
 * they are not for organizations), described by their API's name.
 */
export const useResourceScopeOptions = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: ['resources', 'list', 'with-scopes'],
    queryFn: ({ signal }) =>
      management.get('/api/resources', { params: { query: { includeScopes: 'true' } }, signal }),
    select: (resources): PermissionOption[] =>
      resources
        .filter((resource) => !isManagementApiIndicator(resource.indicator))
        .flatMap((resource) =>
          (resource.scopes ?? []).map((scope) => ({
            id: scope.id,
            name: scope.name,
            description: resource.name,
          })),
        ),
  });
};
