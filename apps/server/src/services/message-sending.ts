import { fallbackLanguage, type LanguageTag, languageTags, loadLocale } from '@gatehouse/phrases';
import type { TemplateType } from '@gatehouse/schemas/entities/email-template';
import {
  type ConnectorDefinition,
  fillTemplate,
  type OutgoingMessage,
} from '../connectors/connector-kit.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { findEmailTemplatesForLanguages } from '../queries/email-templates.ts';
import { findSignInExperience } from '../queries/sign-in-experiences.ts';
import { DomainError } from './domain-error.ts';

/** What a message says, before it is sent: the variables and the text to fill them into. */
export type MessageDraft = Omit<OutgoingMessage, 'to'>;

const isLanguageTag = (tag: string): tag is LanguageTag =>
  (languageTags as readonly string[]).includes(tag);

/** The tenant's fallback language (sign-in experience `languageInfo`), else English. */
const tenantLanguage = async (tx: TenantTx): Promise<string> => {
  const experience = await findSignInExperience(tx);
  const info = experience?.languageInfo as { fallbackLanguage?: unknown } | undefined;
  return typeof info?.fallbackLanguage === 'string' ? info.fallbackLanguage : fallbackLanguage;
};

/** The built-in text of a code message in `language` (English when it has none). */
const builtInText = async (language: string, channel: 'email' | 'sms') => {
  const tags = isLanguageTag(language) ? [language, fallbackLanguage] : [fallbackLanguage];
  for (const tag of tags) {
    const phrases = (await loadLocale(tag)).messages?.verification_code;
    const content = channel === 'email' ? phrases?.email_content : phrases?.sms_content;
    if (content) return { subject: phrases?.email_subject ?? '', content };
  }
  throw new DomainError('connector.template_not_found');
};

/**
 * Writes the message for a code: the tenant's e-mail template of this purpose in the user's
 * language (then the tenant's language, then English), else the connector's own template, else
 * the built-in text in the user's language. Reads only; the caller sends outside the transaction.
 */
export const draftCodeMessage = async (
  tx: TenantTx,
  options: {
    definition: ConnectorDefinition;
    config: Record<string, unknown>;
    type: TemplateType;
    code: string;
    locale?: string | undefined;
    minutes: number;
  },
): Promise<MessageDraft> => {
  const { definition, config, type, code, minutes } = options;
  const locale = options.locale ?? (await tenantLanguage(tx));
  const values = { code, minutes: String(minutes), locale };
  const base = { type, payload: { code, locale } };
  const channel = definition.metadata.type === 'Sms' ? 'sms' : 'email';

  if (channel === 'email') {
    const chain = [...new Set([locale, await tenantLanguage(tx), fallbackLanguage])];
    const stored = await findEmailTemplatesForLanguages(tx, type, chain);
    const template = chain
      .map((tag) => stored.find(({ languageTag }) => languageTag === tag))
      .find(Boolean);
    if (template) {
      const { details } = template;
      return {
        ...base,
        subject: fillTemplate(details.subject, values),
        content: fillTemplate(details.content, values),
        contentType: details.contentType ?? 'text/html',
        replyTo: details.replyTo,
        sendFrom: details.sendFrom,
      };
    }
  }
  const own = definition.templateOf?.(config, type);
  if (own)
    return {
      ...base,
      subject: fillTemplate(own.subject ?? '', values),
      content: fillTemplate(own.content, values),
      contentType: own.contentType ?? 'text/plain',
    };
  const text = await builtInText(locale, channel);
  return {
    ...base,
    subject: fillTemplate(text.subject, values),
    content: fillTemplate(text.content, values),
    contentType: 'text/plain',
  };
};

/** Sends through a connector; a connector without sending is `connector.unexpected_type`. */
export const deliverMessage = async (
  definition: ConnectorDefinition,
  config: Record<string, unknown>,
  message: OutgoingMessage,
) => {
  if (!definition.send) throw new DomainError('connector.unexpected_type');
  await definition.send(config, message);
};
