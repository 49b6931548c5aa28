import type { ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import type { TemplateType } from '@gatehouse/schemas/entities/email-template';
import type { z } from 'zod';
import { DomainError } from '../services/domain-error.ts';
import type { SocialBehaviour } from './social/social-kit.ts';

/** A rendered message: what an e-mail or SMS connector delivers. */
export type OutgoingMessage = {
  to: string;
  type: TemplateType;
  /** Variables of the message (`code`, `locale`); webhook connectors post them as they are. */
  payload: { code: string; locale: string };
  /** The text, with variables filled in (from the tenant's template or the built-in default). */
  subject: string;
  content: string;
  contentType: 'text/html' | 'text/plain';
  replyTo?: string | undefined;
  sendFrom?: string | undefined;
};

/** A stored template a connector's own configuration carries (SMTP `templates`). */
export type ConfigTemplate = {
  subject?: string | undefined;
  content: string;
  contentType?: 'text/html' | 'text/plain' | undefined;
};

/**
 * A built-in connector kind: the metadata the management API describes it with (names and
 * descriptions come from the phrases, see connector-factories.ts), the zod schema of its
 * configuration, and, for e-mail and SMS, how it sends.
 */
export type ConnectorDefinition<Config = Record<string, unknown>> = {
  metadata: Omit<ConnectorFactory, 'name' | 'description'>;
  /** Key of the name and description under `messages.connectors` in the phrases. */
  phraseKey:
    | 'smtp'
    | 'http_email'
    | 'http_sms'
    | 'oidc'
    | 'oauth2'
    | 'github'
    | 'google'
    | 'microsoft'
    | 'apple'
    | 'discord';
  configGuard: z.ZodType<Config>;
  send?: (config: Config, message: OutgoingMessage) => Promise<void>;
  /** A template of the connector's own configuration for this purpose, when it has any. */
  templateOf?: (config: Config, type: TemplateType) => ConfigTemplate | undefined;
  /** For social connectors: how a person is sent to the provider and comes back identified. */
  social?: SocialBehaviour<Config>;
};

/** Connector failures travel as `connector.<code>` domain errors (contract errors.md). */
export const connectorError = (
  code:
    | 'general'
    | 'invalid_config'
    | 'invalid_response'
    | 'invalid_request_parameters'
    | 'rate_limit_exceeded',
  data?: Record<string, unknown>,
  interpolation?: Record<string, unknown>,
) =>
  new DomainError(`connector.${code}`, {
    ...(data ? { data } : {}),
    interpolation: { message: '', ...interpolation },
  });

/** Replaces `{{name}}` in a template with the message's variables. */
export const fillTemplate = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match);

/** A small square logo as a data URI, so the factories need no hosted assets. */
export const letterLogo = (letters: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${background}"/><text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
  )}`;
