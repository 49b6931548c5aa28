import { createUserFromProfile } from './create-user-from-profile.ts';
import type { IdentifyStep } from './step-context.ts';

/**
 * Registration by username and password: the checked username and password digest join the
 * profile and the user is created at identification (hence 201), so that later steps work on a
 * real account as for sign-in.
 */
export const createUser: IdentifyStep<'NewPasswordIdentity'> = async (step, record) => {
  const { state } = step;
  state.profile = {
    ...state.profile,
    username: record.identifier.value,
    password: record.password,
  };
  // The digest now lives in the profile only, until the account is created.
  state.verificationRecords = state.verificationRecords.filter(({ id }) => id !== record.id);
  await createUserFromProfile(step);
};
