import { findActiveUser } from './find-active-user.ts';
import type { SubmitStep } from './step-context.ts';

/** Submission: the identified user must still exist and not be suspended since identification. */
export const requireActiveUser: SubmitStep = async ({ tenant }, userId) => {
  await tenant.transaction((tx) => findActiveUser(tx, userId));
};
