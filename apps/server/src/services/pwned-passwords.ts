import { checkPwnedPassword, type PasswordIssue } from '@gatehouse/schemas/rules/password-policy';
import type { AppContext } from '../context.ts';

/** Long enough for a distant service, short enough that a dead one does not stall a sign-up. */
const timeoutMs = 3000;

/**
 * The breached-password rule against `PWNED_PASSWORDS_URL` (k-anonymity: only 5 hex digits of
 * the SHA-1 leave the server). When the service cannot answer, `PWNED_PASSWORDS_FAILURE` decides:
 * `allow` (default: an outage of a third party must not lock people out of registering) accepts
 * the password unchecked, `deny` refuses it as if it were breached. Either way every occurrence
 * logs a warning, so an operator sees the check is not being made.
 */
export const checkBreachedPassword = async (
  app: Pick<AppContext, 'env' | 'logger'>,
  password: string,
): Promise<PasswordIssue[]> => {
  const baseUrl = app.env.PWNED_PASSWORDS_URL;
  if (!baseUrl) return [];
  try {
    return await checkPwnedPassword(password, { baseUrl, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error: unknown) {
    const deny = app.env.PWNED_PASSWORDS_FAILURE === 'deny';
    app.logger.warn(
      { err: error, service: baseUrl, failure: app.env.PWNED_PASSWORDS_FAILURE },
      deny
        ? 'breached-password check failed; password refused (PWNED_PASSWORDS_FAILURE=deny)'
        : 'breached-password check failed; password accepted without it (PWNED_PASSWORDS_FAILURE=allow)',
    );
    return deny ? [{ code: 'password_rejected.pwned' }] : [];
  }
};
