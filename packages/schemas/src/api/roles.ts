import { z } from 'zod';
import { roleTypeGuard } from '../entities/role.ts';

const idList = z.array(z.string().min(1));

export const rolesQueryGuard = z.object({
  excludeUserId: z.string().optional(),
  excludeApplicationId: z.string().optional(),
  type: roleTypeGuard.optional(),
});
export type RolesQuery = z.infer<typeof rolesQueryGuard>;

export const createRoleBodyGuard = z.object({
  tenantId: z.string().max(21).optional(),
  name: z.string().min(1).max(128),
  description: z.string().min(1).max(128),
  type: roleTypeGuard.optional(),
  isDefault: z.boolean().optional(),
  scopeIds: idList.optional(),
});
export type CreateRoleBody = z.infer<typeof createRoleBodyGuard>;

export const updateRoleBodyGuard = z.object({
  name: z.string().min(1).max(128).optional(),
  description: z.string().min(1).max(128).optional(),
  isDefault: z.boolean().optional(),
});
export type UpdateRoleBody = z.infer<typeof updateRoleBodyGuard>;

export const roleUserIdsBodyGuard = z.object({ userIds: idList.min(1) });
export const roleApplicationIdsBodyGuard = z.object({ applicationIds: idList.min(1) });
export const roleScopeIdsBodyGuard = z.object({ scopeIds: idList.min(1) });

/** Body of `POST`/`PUT /api/users/{userId}/roles` and `/api/applications/{applicationId}/roles`. */
export const roleIdsBodyGuard = z.object({ roleIds: idList });
export const assignedRoleIdsGuard = z.object({ roleIds: idList, addedRoleIds: idList });
