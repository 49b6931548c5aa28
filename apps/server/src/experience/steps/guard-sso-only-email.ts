import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { ssoConnectorIdsForEmail } from '../../services/enterprise-sso.ts';
import type { VerificationRecord } from '../experience-session.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import type { StepContext } from './step-context.ts';

/**
 * An e-mail of a domain an enterprise SSO connector claims signs in (and registers) at that IdP
 * only, while the tenant has single sign-on on: any other way for such an address to identify a
 * person, or to become an account's e-mail, is 422 `session.sso_enabled` (as Logto). Without it
 * the enterprise's IdP, and whatever it enforces (MFA, offboarding), could be walked around with
 * a password, a code, a social account of the same e-mail, or an e-mail added to a profile.
 *
 * `experience`: the sign-in experience the calling step already read in `tx`, so that the check
 * costs no second read of it.
 */
export const assertNotSsoOnlyEmail = async (
  tx: TenantTx,
  email: string,
  experience?: SignInExperience,
) => {
  const { singleSignOnEnabled } = experience ?? (await readSignInExperience(tx)).experience;
  if (!singleSignOnEnabled) return;
  if ((await ssoConnectorIdsForEmail(tx, email)).length > 0) {
    throw new ApiError('session.sso_enabled', { status: 422 });
  }
};

/**
 * The e-mail a verification would identify the person by, or give a new account: the typed
 * e-mail of a password or code, the e-mail a social provider verified. An enterprise SSO record
 * has none: its IdP is the way in this rule leads to.
 */
const emailOfRecord = (record: VerificationRecord): string | undefined => {
  if (record.type === 'Social') return record.socialUserInfo?.email;
  if ('identifier' in record && record.identifier.type === 'email') return record.identifier.value;
  return undefined;
};

/** `POST /identification` (sign-in, registration) with a verification record: the rule above. */
export const guardSsoOnlyEmail = async ({ tenant }: StepContext, record: VerificationRecord) => {
  const email = emailOfRecord(record);
  if (email === undefined) return;
  await tenant.transaction((tx) => assertNotSsoOnlyEmail(tx, email));
};
