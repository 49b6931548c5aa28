import { checkPwnedPassword, type PasswordIssue } from '@gatehouse/schemas/rules/password-policy';
import type { AppContext } from '../context.ts';

/** Long enough for a distant service, short enough that a dead one does not stall a sign-up. */
const timeoutMs = 3000;

/**
 * The breached-password rule against `PWNED_PASSWORDS_URL` (k-anonymity: only 5 hex digits of
 * the SHA-1 leave the server). When the service fails, the password is accepted and a warning is
 * logged: an outage of a third party must not lock people out of registering.
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
    app.logger.warn(
      { err: error, service: baseUrl },
      'breached-password check failed; password accepted without it',
    );
    return [];
  }
};
