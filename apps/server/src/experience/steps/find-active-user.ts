import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { findUserById } from '../../queries/users.ts';

/** The user, unless deleted (404 `user.user_not_exist`) or suspended (401 `user.suspended`). */
export const findActiveUser = async (tx: TenantTx, userId: string) => {
  const user = await findUserById(tx, userId);
  if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
  if (user.isSuspended) throw new ApiError('user.suspended', { status: 401 });
  return user;
};
