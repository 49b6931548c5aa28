import { ApiError } from '../../http/api-error.ts';
import { ssoConnectorIdsForEmail } from '../../services/enterprise-sso.ts';
import type { VerificationRecord } from '../experience-session.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import type { StepContext } from './step-context.ts';

/**
 * An e-mail of a domain an enterprise SSO connector claims signs in (and registers) at that IdP
 * only, while the tenant has single sign-on on: identifying with a password or an e-mail code for
 * such an address is 422 `session.sso_enabled` (as Logto). Without it the enterprise's IdP, and
 * whatever it enforces (MFA, offboarding), could be walked around with a password or a code.
 */
export const guardSsoOnlyEmail = async ({ tenant }: StepContext, record: VerificationRecord) => {
  if (!('identifier' in record) || record.identifier.type !== 'email') return;
  const email = record.identifier.value;
  const connectorIds = await tenant.transaction(async (tx) => {
    const { experience } = await readSignInExperience(tx);
    return experience.singleSignOnEnabled ? ssoConnectorIdsForEmail(tx, email) : [];
  });
  if (connectorIds.length > 0) throw new ApiError('session.sso_enabled', { status: 422 });
};
