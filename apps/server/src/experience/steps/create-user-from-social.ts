import { ApiError } from '../../http/api-error.ts';
import { findUserBySocialIdentity } from '../../queries/user-identities.ts';
import { isIdentifierTaken, updateUser } from '../../queries/users.ts';
import { provisionJitOrganizations } from '../../services/organization-jit.ts';
import { identityOf } from '../../services/social-identities.ts';
import { registerUser } from '../../services/user-registration.ts';
import { clientIdOf } from '../experience-session.ts';
import { connectorOfRecord, profileFieldsOf, verifiedSocialUserInfo } from './social-identity.ts';
import type { IdentifyStep } from './step-context.ts';

/**
 * Registration with a verified social record: a new user with this identity, the provider's
 * name and picture, and its verified e-mail as primary e-mail unless another account has it
 * (as Logto). An identity some user already has is 422 `user.identity_already_in_use`. The
 * provider vouched for that e-mail (`SocialUserInfo` keeps only a verified one): its domain may
 * make the user a member of organizations, as at registration by e-mail code.
 */
export const createUserFromSocial: IdentifyStep<'Social'> = async (step, record) => {
  const info = verifiedSocialUserInfo(record);
  const { target } = await connectorOfRecord(step, record);
  const { app, session, tenant } = step;
  const user = await tenant.transaction(async (tx) => {
    if (await findUserBySocialIdentity(tx, target, info.id)) {
      throw new ApiError('user.identity_already_in_use', { status: 422 });
    }
    const emailFree =
      info.email !== undefined &&
      info.email.length <= 128 &&
      !(await isIdentifierTaken(tx, { type: 'primaryEmail', value: info.email }));
    // registerUser re-checks, under a lock, that registration is open.
    const { user: created } = await registerUser(tx, app, {
      ...(emailFree ? { primaryEmail: info.email } : {}),
      ...profileFieldsOf(info),
      applicationId: clientIdOf(session),
    });
    await provisionJitOrganizations(tx, created.id, created.primaryEmail);
    return updateUser(tx, created.id, { identities: { [target]: identityOf(info) } });
  });
  if (!user) throw new ApiError('user.user_not_exist', { status: 404 });
  step.state.userId = user.id;
};
