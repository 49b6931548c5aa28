import type { OutgoingMessage } from './connector-kit.ts';
import { connectorError } from './connector-kit.ts';

/** Configuration of the HTTP e-mail and HTTP SMS connectors. */
export type WebhookConfig = { endpoint: string; authorization?: string | undefined };

const timeoutMs = 10_000;

/**
 * Posts `{ to, type, payload: { code, locale } }` as JSON to the operator's endpoint (the shape
 * Logto's HTTP e-mail and SMS connectors send), with `Authorization` when configured. Any 2xx is
 * success; another status is `connector.invalid_response`, an unreachable endpoint
 * `connector.general`. The answer's body is never read into an error (it may echo secrets).
 */
export const postToWebhook = async (config: WebhookConfig, message: OutgoingMessage) => {
  let response: Response;
  try {
    response = await fetch(config.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.authorization ? { authorization: config.authorization } : {}),
      },
      body: JSON.stringify({ to: message.to, type: message.type, payload: message.payload }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'Error';
    throw connectorError(
      'general',
      { reason },
      { message: `the endpoint is unreachable (${reason})` },
    );
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) {
    throw connectorError('invalid_response', { status: response.status });
  }
};
