import { findUserById, updateUser } from '../../queries/users.ts';
import type { SubmitStep } from './step-context.ts';

/**
 * Sign-in submission: what `POST /profile` added for an existing account (a username, a password
 * or a verified address it lacked, a name) is written to it. Fields the account already has are
 * kept: the profile only fills gaps.
 */
export const applyProfile: SubmitStep = async ({ tenant, state }, userId) => {
  const { username, primaryEmail, primaryPhone, password, extraProfile } = state.profile;
  await tenant.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) return;
    const patch = {
      ...(username && !user.username ? { username } : {}),
      ...(primaryEmail && !user.primaryEmail ? { primaryEmail } : {}),
      ...(primaryPhone && !user.primaryPhone ? { primaryPhone } : {}),
      ...(password && !user.passwordEncrypted
        ? { passwordEncrypted: password.encrypted, passwordEncryptionMethod: password.method }
        : {}),
      ...(typeof extraProfile?.name === 'string' && !user.name ? { name: extraProfile.name } : {}),
    };
    if (Object.keys(patch).length > 0) await updateUser(tx, userId, patch);
  });
};
