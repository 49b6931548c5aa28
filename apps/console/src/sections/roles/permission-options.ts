import type { resourceWithScopesGuard, Scope } from '@gatehouse/schemas/entities/resource';
import { isManagementApiIndicator } from '@gatehouse/schemas/entities/resource';
import type { RoleType } from '@gatehouse/schemas/entities/role';
import type { z } from 'zod';

type ResourceWithScopes = z.infer<typeof resourceWithScopesGuard>;

export type PermissionOption = Scope & { resourceName: string };

/**
 * Scopes a role of `type` may get, flattened with their API's name. The management API's scopes
 * are for machine-to-machine roles only (the server answers 400 otherwise).
 */
export const permissionOptions = (
  resources: readonly ResourceWithScopes[],
  type: RoleType,
  excludeIds: ReadonlySet<string> = new Set(),
): PermissionOption[] =>
  resources
    .filter(
      (resource) => type === 'MachineToMachine' || !isManagementApiIndicator(resource.indicator),
    )
    .flatMap((resource) =>
      (resource.scopes ?? []).map((scope) => ({ ...scope, resourceName: resource.name })),
    )
    .filter((scope) => !excludeIds.has(scope.id));
