import { ApiError } from '../../http/api-error.ts';
import { findActiveUser } from './find-active-user.ts';
import type { IdentifyStep } from './step-context.ts';

/** Sign-in: the active owner of a verified passkey becomes the identified user. */
export const identifyByPasskey: IdentifyStep<'SignInPasskey'> = async (
  { tenant, state },
  record,
) => {
  if (!record.verified || !record.userId) {
    throw new ApiError('session.invalid_interaction_type', { status: 400 });
  }
  const userId = record.userId;
  const user = await tenant.transaction((tx) => findActiveUser(tx, userId));
  state.userId = user.id;
};
