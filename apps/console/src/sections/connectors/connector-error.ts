import type { Phrases } from '@gatehouse/phrases';
import { isApiError } from '../../api/api-error.ts';
import type { TFunction } from '../../i18n/translator.ts';

type ConnectorErrorKey = keyof Phrases['console']['connectors']['errors'];

/** The connector error codes of spec §8 the console words itself. */
const connectorErrorKeys = new Set<string>([
  'general',
  'invalid_metadata',
  'unexpected_type',
  'invalid_config_guard',
  'invalid_request_parameters',
  'insufficient_request_parameters',
  'invalid_config',
  'invalid_certificate',
  'invalid_response',
  'template_not_found',
  'template_not_supported',
  'rate_limit_exceeded',
  'not_implemented',
  'social_auth_code_invalid',
  'social_invalid_access_token',
  'social_invalid_id_token',
  'authorization_failed',
] satisfies ConnectorErrorKey[]);

/** What the provider's failure was, as the connector reported it (e.g. `EAUTH`, 535): codes only. */
const reasonOf = (data: unknown) => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { reason, responseCode } = data as { reason?: unknown; responseCode?: unknown };
  const parts = [reason, responseCode].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
};

/**
 * A failed connector call as the console shows it: a translated sentence for the connector's
 * error code and the code itself (with the provider's reason code), never the server's text or a
 * stack. Answers undefined for errors that are not the connector's (the error policy shows those).
 */
export const describeConnectorError = (error: unknown, t: TFunction) => {
  if (!isApiError(error) || !error.code?.startsWith('connector.')) return undefined;
  const key = error.code.slice('connector.'.length);
  // Codes outside spec §8's list (e.g. a clash of targets) keep the server's translated message.
  const message = connectorErrorKeys.has(key)
    ? t(`connectors.errors.${key as ConnectorErrorKey}`)
    : error.hasServerMessage
      ? error.message
      : t('connectors.errors.unknown');
  const reason = reasonOf(error.data);
  return { message, code: reason ? `${error.code} (${reason})` : error.code };
};
