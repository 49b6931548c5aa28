import { ApiError } from '../../http/api-error.ts';
import { findActiveUser } from './find-active-user.ts';
import type { IdentifyStep } from './step-context.ts';

/** Sign-in: the active user a verified password belongs to becomes the identified user. */
export const identifyByPassword: IdentifyStep<'Password'> = async ({ tenant, state }, record) => {
  if (!record.verified) throw new ApiError('session.invalid_interaction_type', { status: 400 });
  const user = await tenant.transaction((tx) => findActiveUser(tx, record.userId));
  state.userId = user.id;
};
