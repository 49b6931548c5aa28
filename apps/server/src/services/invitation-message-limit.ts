import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';
import { codePolicy, MessageRateLimitedError } from './verification-codes.ts';

/**
 * Invitation e-mails a recipient may get: the budget of verification codes (decision 011, five
 * in ten minutes), so the invitation routes cannot be used to flood an inbox either. Counted per
 * tenant and invitee address, so re-inviting the same person to other organizations shares it.
 */
export const invitationMessageRule: RateLimitRule = {
  limit: codePolicy.maxSendsPerWindow,
  windowMs: codePolicy.sendWindowMs,
};

/** The shared counters (Redis when configured) the invitation messages are counted on. */
export type InvitationMessageLimit = { limiter: RateLimiter; tenantId: string };

/**
 * Counts one invitation e-mail to `invitee`; past the budget, 429 `request.message_rate_limited`
 * with the seconds until the window ends. Example:
 * `await countInvitationMessage({ limiter, tenantId }, 'ann@example.com')`.
 */
export const countInvitationMessage = async (
  { limiter, tenantId }: InvitationMessageLimit,
  invitee: string,
) => {
  const key = `${tenantId}:${invitee.trim().toLowerCase()}`;
  const decision = await limiter.hit('invitation-message', key, invitationMessageRule);
  if (!decision.allowed)
    throw new MessageRateLimitedError(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
};
