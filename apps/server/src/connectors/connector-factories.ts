import { type LanguageTag, languageTags, loadLocale } from '@gatehouse/phrases';
import type { ConnectorFactory, I18nPhrases } from '@gatehouse/schemas/entities/connector';
import type { ConnectorDefinition } from './connector-kit.ts';
import { httpEmailConnector, httpSmsConnector } from './http-email.ts';
import { oauth2SocialConnector } from './oauth2-social.ts';
import { oidcSocialConnector } from './oidc-social.ts';
import { appleConnector } from './presets/apple.ts';
import { discordConnector } from './presets/discord.ts';
import { githubConnector } from './presets/github.ts';
import { googleConnector } from './presets/google.ts';
import { microsoftConnector } from './presets/microsoft.ts';
import { smtpConnector } from './smtp.ts';

/**
 * The connector kinds Gatehouse implements, and only those: a factory listed here works.
 * (Typed loosely: each definition checks its own configuration before use.)
 */
export const connectorDefinitions = [
  smtpConnector,
  httpEmailConnector,
  httpSmsConnector,
  oidcSocialConnector,
  oauth2SocialConnector,
  githubConnector,
  googleConnector,
  microsoftConnector,
  appleConnector,
  discordConnector,
] as unknown as readonly ConnectorDefinition[];

export const findConnectorDefinition = (factoryId: string) =>
  connectorDefinitions.find(({ metadata }) => metadata.id === factoryId);

/** The factory ids of one connector type (`Email`, `Sms`, `Social`). */
export const factoryIdsOfType = (type: ConnectorFactory['type']) =>
  connectorDefinitions
    .filter(({ metadata }) => metadata.type === type)
    .map(({ metadata }) => metadata.id);

type PhraseField = 'name' | 'description';
let texts: Promise<Map<string, I18nPhrases>> | undefined;

/** Names and descriptions in every language, read once from the phrases. */
const loadTexts = () => {
  texts ??= (async () => {
    const byKey = new Map<string, I18nPhrases>();
    const locales = await Promise.all(
      languageTags.map(async (tag) => [tag, await loadLocale(tag)] as const),
    );
    for (const definition of connectorDefinitions) {
      for (const field of ['name', 'description'] as PhraseField[]) {
        const phrases: Record<string, string> = {};
        for (const [tag, locale] of locales) {
          const text = locale.messages?.connectors?.[definition.phraseKey]?.[field];
          if (text) phrases[tag as LanguageTag] = text;
        }
        byKey.set(`${definition.phraseKey}.${field}`, { en: '', ...phrases } as I18nPhrases);
      }
    }
    return byKey;
  })();
  return texts;
};

/** A definition as the contract's `ConnectorFactoryResponse`. */
export const describeFactory = async (
  definition: ConnectorDefinition,
): Promise<ConnectorFactory> => {
  const byKey = await loadTexts();
  return {
    ...definition.metadata,
    name: byKey.get(`${definition.phraseKey}.name`) ?? { en: definition.metadata.id },
    description: byKey.get(`${definition.phraseKey}.description`) ?? { en: '' },
  };
};
