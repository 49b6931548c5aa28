import { ApiError } from '../../http/api-error.ts';
import { provisionJitOrganizations } from '../../services/organization-jit.ts';
import { registerUser } from '../../services/user-registration.ts';
import { clientIdOf, saveExperienceState } from '../experience-session.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { assertNotSsoOnlyEmail } from './guard-sso-only-email.ts';
import { missingProfileOf } from './missing-profile.ts';
import type { StepContext } from './step-context.ts';

/** Profile keys Logto's `extraProfile` may set that are columns of the user, not custom data. */
const userColumns = ['name', 'avatar'] as const;

const splitExtraProfile = (extra: Record<string, unknown> = {}) => {
  const columns: { name?: string; avatar?: string } = {};
  const customData: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra)) {
    if ((userColumns as readonly string[]).includes(key) && typeof value === 'string') {
      columns[key as (typeof userColumns)[number]] = value;
    } else customData[key] = value;
  }
  return { columns, customData };
};

/**
 * Registration: creates the account from the interaction's profile once it holds everything the
 * sign-up settings ask for. Otherwise the profile gathered so far is saved and 422
 * `user.missing_profile` lists what is missing (`data.missingProfile`), for `POST /profile` to
 * fill in before `POST /identification` is called again (without a verification id).
 */
export const createUserFromProfile = async (step: StepContext) => {
  const { app, tenant, session, state } = step;
  const { profile } = state;
  const outcome = await tenant.transaction(async (tx) => {
    const { experience } = await readSignInExperience(tx);
    // Checked again here, not only where the e-mail joined the profile: single sign-on may have
    // been turned on (or the domain claimed) since.
    if (profile.primaryEmail) await assertNotSsoOnlyEmail(tx, profile.primaryEmail, experience);
    const missingProfile = missingProfileOf(experience.signUp, profile);
    if (missingProfile.length > 0) return { created: false as const, missingProfile };
    const { columns, customData } = splitExtraProfile(profile.extraProfile);
    // registerUser re-checks, under a lock, that registration is open and the identifiers free.
    const { user } = await registerUser(tx, app, {
      username: profile.username,
      password: profile.password,
      primaryEmail: profile.primaryEmail,
      primaryPhone: profile.primaryPhone,
      ...columns,
      ...(Object.keys(customData).length > 0 ? { customData } : {}),
      applicationId: clientIdOf(session),
    });
    // The e-mail of the profile was proved with a code: its domain may make the user a member.
    await provisionJitOrganizations(tx, user.id, user.primaryEmail);
    return { created: true as const, user };
  });
  if (!outcome.created) {
    // Keep what was gathered: `POST /profile` adds to it, then identification is retried.
    await saveExperienceState(session, state);
    throw new ApiError('user.missing_profile', {
      status: 422,
      data: { missingProfile: outcome.missingProfile },
    });
  }
  const { user } = outcome;
  state.userId = user.id;
  // The digest and extra fields are in the account now; keep only what the interaction shows.
  const { username, primaryEmail, primaryPhone } = profile;
  state.profile = {
    ...(username ? { username } : {}),
    ...(primaryEmail ? { primaryEmail } : {}),
    ...(primaryPhone ? { primaryPhone } : {}),
  };
};
