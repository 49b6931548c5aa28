import { updateUser } from '../../queries/users.ts';
import type { SubmitStep } from './step-context.ts';

/** Submission: stamps the user's last sign-in (the console's "last sign-in" column). */
export const recordSignIn: SubmitStep = async ({ tenant }, userId) => {
  await tenant.transaction((tx) => updateUser(tx, userId, { lastSignInAt: new Date() }));
};
