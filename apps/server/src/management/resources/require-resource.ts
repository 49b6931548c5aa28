import { isManagementApiIndicator } from '@gatehouse/schemas/entities/resource';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import { findResourceById } from '../../queries/resources.ts';

/** The resource, or 404; with a `refusal`, also refuses the tenant's management API (400). */
export const requireResource = async (
  tx: TenantTx,
  id: string,
  refusal?: 'cannot_modify_management_api' | 'cannot_delete_management_api',
) => {
  const resource = await findResourceById(tx, id);
  assertFound(resource, 'resource', id);
  if (refusal && isManagementApiIndicator(resource.indicator)) {
    throw new ApiError(`resource.${refusal}`, { status: 400 });
  }
  return resource;
};
