import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { generateStandardId } from '@gatehouse/schemas';
import type { TemplateType } from '@gatehouse/schemas/entities/email-template';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTransactions } from '../db/tenant-scope.ts';
import {
  type CodeRecipient,
  consumeEarlierCodes,
  countCodesSentSince,
  deleteCodesExpiredBefore,
  deleteVerificationCode,
  findLatestUnconsumedCode,
  findOldestCodeSentSince,
  incrementCodeTries,
  insertVerificationCode,
  markCodeConsumed,
} from '../queries/verification-codes.ts';
import { findMessageConnector, openConnectorConfig } from './connectors.ts';
import { DomainError } from './domain-error.ts';
import { deliverMessage, draftCodeMessage } from './message-sending.ts';
import { requirePhoneNumber } from './phone-number.ts';

export type { CodeRecipient };

/** How long a code works, how many wrong guesses it survives, how many a recipient may get. */
export const codePolicy = {
  lifetimeMs: 10 * 60 * 1000,
  maxTries: 10,
  sendWindowMs: 10 * 60 * 1000,
  maxSendsPerWindow: 5,
};

/**
 * 429 `request.message_rate_limited` with the seconds until the recipient's oldest code of the
 * window leaves it (the HTTP edge may answer them as `Retry-After`).
 */
export class MessageRateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('request.message_rate_limited');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Six decimal digits from the system's CSPRNG, leading zeros kept. */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Only a keyed hash of a code is stored: HMAC-SHA-256 keyed by the row id, so equal codes of two
 * rows differ and a stored hash is useless without the id it was made with.
 */
const hashCode = (id: string, code: string) => createHmac('sha256', id).update(code).digest('hex');

const sameHash = (stored: string, candidate: string) => {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The recipient as codes are keyed by it: an e-mail address trimmed and lower-cased, a phone
 * number normalised by the one shared parser (E.164 digits; 422 `user.invalid_phone` otherwise),
 * so a code sent to "49 0151 12345678" is the code of "4915112345678".
 */
export const normaliseRecipient = (recipient: CodeRecipient): CodeRecipient =>
  recipient.type === 'email'
    ? { type: 'email', value: recipient.value.trim().toLowerCase() }
    : { type: 'phone', value: requirePhoneNumber(recipient.value) };

export type SendCodeOptions = {
  recipient: CodeRecipient;
  /** What the code is for: picks the template and separates codes of different purposes. */
  templateType: TemplateType;
  /** The sign-in interaction the code belongs to, when sent from an experience flow. */
  interactionJti?: string | undefined;
  /** The user's language; the tenant's language when not given. */
  locale?: string | undefined;
};

/**
 * Creates a code and sends it through the tenant's e-mail or SMS connector. 501
 * `connector.not_found` without one, 429 `request.message_rate_limited` after
 * `maxSendsPerWindow` codes to one recipient in `sendWindowMs`. The code is stored before it is
 * sent (a code that arrives always works) and removed again when the send fails, so a failed
 * send neither counts against the limit nor leaves a code behind; the connector's error is raised.
 * Sending happens outside any transaction.
 */
export const sendVerificationCode = async (
  tenant: TenantTransactions,
  box: SecretBox,
  options: SendCodeOptions,
) => {
  const recipient = normaliseRecipient(options.recipient);
  const connectorType = recipient.type === 'email' ? 'Email' : 'Sms';
  const code = generateCode();
  const now = Date.now();

  const { id, definition, config, draft } = await tenant.transaction(async (tx) => {
    const found = await findMessageConnector(tx, connectorType);
    if (!found)
      throw new DomainError('connector.not_found', { interpolation: { type: connectorType } });
    await deleteCodesExpiredBefore(tx, new Date(now - codePolicy.sendWindowMs));
    const sent = await countCodesSentSince(tx, recipient, new Date(now - codePolicy.sendWindowMs));
    if (sent >= codePolicy.maxSendsPerWindow) {
      const windowStart = new Date(now - codePolicy.sendWindowMs);
      const oldest = await findOldestCodeSentSince(tx, recipient, windowStart);
      const freedAt = (oldest?.getTime() ?? now) + codePolicy.sendWindowMs;
      throw new MessageRateLimitedError(Math.max(1, Math.ceil((freedAt - now) / 1000)));
    }
    const config = openConnectorConfig(box, found.row.config);
    const draft = await draftCodeMessage(tx, {
      definition: found.definition,
      config,
      type: options.templateType,
      code,
      locale: options.locale,
      minutes: codePolicy.lifetimeMs / 60_000,
    });
    await consumeEarlierCodes(tx, recipient, options.templateType, options.interactionJti);
    const id = generateStandardId();
    await insertVerificationCode(tx, {
      id,
      interactionJti: options.interactionJti ?? null,
      email: recipient.type === 'email' ? recipient.value : null,
      phone: recipient.type === 'phone' ? recipient.value : null,
      type: options.templateType,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now + codePolicy.lifetimeMs),
    });
    return { id, definition: found.definition, config, draft };
  });

  try {
    await deliverMessage(definition, config, { ...draft, to: recipient.value });
  } catch (error) {
    await tenant.statement((tx) => deleteVerificationCode(tx, id));
    throw error;
  }
  return { recipient };
};

export type VerifyCodeOptions = {
  recipient: CodeRecipient;
  templateType: TemplateType;
  interactionJti?: string | undefined;
  code: string;
};

/**
 * Checks a code against the newest one sent to the recipient for this purpose and consumes it
 * (single use). `verification_code.not_found` when none is pending, `expired` after its lifetime,
 * `exceed_max_try` after `maxTries` wrong guesses, `code_mismatch` for a wrong one (counted: the
 * count commits even though the request fails).
 */
export const verifyVerificationCode = async (
  tenant: TenantTransactions,
  options: VerifyCodeOptions,
) => {
  const recipient = normaliseRecipient(options.recipient);
  const outcome = await tenant.transaction(async (tx) => {
    const row = await findLatestUnconsumedCode(
      tx,
      recipient,
      options.templateType,
      options.interactionJti,
    );
    if (!row) return 'not_found' as const;
    if (row.expiresAt.getTime() <= Date.now()) return 'expired' as const;
    if (row.tryCount >= codePolicy.maxTries) return 'exceed_max_try' as const;
    if (!sameHash(row.codeHash, hashCode(row.id, options.code))) {
      await incrementCodeTries(tx, row.id);
      return 'code_mismatch' as const;
    }
    await markCodeConsumed(tx, row.id);
    return 'verified' as const;
  });
  if (outcome !== 'verified') throw new DomainError(`verification_code.${outcome}`);
};
