import { registerUser } from '../../services/user-registration.ts';
import { clientIdOf } from '../experience-session.ts';
import type { IdentifyStep } from './step-context.ts';

/**
 * Registration: the user is created at identification (hence 201), from a checked username and
 * password digest, so that later steps of the flow work on a real account as for sign-in.
 */
export const createUser: IdentifyStep<'NewPasswordIdentity'> = async (
  { app, tenant, session, state },
  record,
) => {
  const username = record.identifier.value;
  // registerUser re-checks, under a lock, that registration is open and the username free.
  const { user } = await tenant.transaction((tx) =>
    registerUser(tx, app, {
      username,
      password: record.password,
      applicationId: clientIdOf(session),
    }),
  );
  state.userId = user.id;
  state.profile = { ...state.profile, username };
  // The digest has served its purpose; do not keep it in the interaction.
  state.verificationRecords = state.verificationRecords.filter(({ id }) => id !== record.id);
};
