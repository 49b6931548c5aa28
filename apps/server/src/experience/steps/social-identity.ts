import type { SocialUserInfo } from '@gatehouse/schemas/api/experience';
import { ApiError } from '../../http/api-error.ts';
import { loadSocialConnector } from '../../services/social-connectors.ts';
import type { RecordOf, StepContext } from './step-context.ts';

/** The person of a verified social record; 400 `session.verification_failed` before `/verify`. */
export const verifiedSocialUserInfo = (record: RecordOf<'Social'>): SocialUserInfo => {
  if (!record.socialUserInfo) throw new ApiError('session.verification_failed', { status: 400 });
  return record.socialUserInfo;
};

/** The connector of a record, for its target (the key of `users.identities`) and settings. */
export const connectorOfRecord = ({ app, tenant }: StepContext, record: RecordOf<'Social'>) =>
  tenant.transaction((tx) => loadSocialConnector(tx, app.secretBox, record.connectorId));

/** Profile fields a provider may fill, within the columns' limits (a longer value is dropped). */
export const profileFieldsOf = (info: SocialUserInfo) => ({
  ...(info.name && info.name.length <= 128 ? { name: info.name } : {}),
  ...(info.avatar && info.avatar.length <= 2048 ? { avatar: info.avatar } : {}),
});
