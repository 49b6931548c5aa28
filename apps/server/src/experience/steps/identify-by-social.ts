import type { RelatedUser } from '@gatehouse/schemas/api/experience';
import { ApiError } from '../../http/api-error.ts';
import { findUserBySocialIdentity } from '../../queries/user-identities.ts';
import { findUserByEmail, findUserByPhone, updateUser } from '../../queries/users.ts';
import { type Identities, identityOf } from '../../services/social-identities.ts';
import { connectorOfRecord, profileFieldsOf, verifiedSocialUserInfo } from './social-identity.ts';
import type { IdentifyStep } from './step-context.ts';

/**
 * Sign-in with a verified social record.
 * - The user who has this identity is identified (their stored identity refreshed, and their
 *   name and picture too when the connector syncs profiles).
 * - Otherwise, when an account has the e-mail (or phone) the provider verified: with
 *   `linkSocialIdentity: true` the identity is linked to it and it is identified; without, 404
 *   `user.identity_not_exist` with `data.relatedUser` so the client can ask the person and call
 *   `/identification` again with `linkSocialIdentity: true` (Logto's Experience API does the same).
 * - Otherwise 404 `user.identity_not_exist` without data: the client may register instead.
 */
export const identifyBySocial: IdentifyStep<'Social'> = async (step, record) => {
  const info = verifiedSocialUserInfo(record);
  const connector = await connectorOfRecord(step, record);
  const { target } = connector;
  const userId = await step.tenant.transaction(async (tx) => {
    const owner = await findUserBySocialIdentity(tx, target, info.id);
    if (owner) {
      if (owner.isSuspended) throw new ApiError('user.suspended', { status: 401 });
      await updateUser(tx, owner.id, {
        identities: { ...(owner.identities as Identities), [target]: identityOf(info) },
        ...(connector.row.syncProfile ? profileFieldsOf(info) : {}),
      });
      return owner.id;
    }

    const relatedUser: RelatedUser | undefined = info.email
      ? { type: 'email', value: info.email }
      : info.phone
        ? { type: 'phone', value: info.phone }
        : undefined;
    const related = relatedUser
      ? relatedUser.type === 'email'
        ? await findUserByEmail(tx, relatedUser.value)
        : await findUserByPhone(tx, relatedUser.value)
      : undefined;
    if (!related || !step.linkSocialIdentity) {
      throw new ApiError('user.identity_not_exist', {
        status: 404,
        ...(related && relatedUser ? { data: { relatedUser } } : {}),
      });
    }
    if (related.isSuspended) throw new ApiError('user.suspended', { status: 401 });
    const identities = related.identities as Identities;
    // The account already signs in with another identity of this provider: linking would
    // silently replace it.
    if (identities[target]) throw new ApiError('session.identity_conflict', { status: 409 });
    await updateUser(tx, related.id, { identities: { ...identities, [target]: identityOf(info) } });
    return related.id;
  });
  step.state.userId = userId;
};
