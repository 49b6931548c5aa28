import type { TFunction } from '../i18n/translator.ts';

/** Event keys offered in the filter; other keys still show, by their raw key. */
export const knownLogKeys = [
  'ExchangeTokenBy.AuthorizationCode',
  'ExchangeTokenBy.RefreshToken',
  'ExchangeTokenBy.ClientCredentials',
  'ExchangeTokenBy.TokenExchange',
  'ExchangeTokenBy.Unknown',
  'Interaction.SignIn.Submit',
  'Interaction.Register.Submit',
  'Interaction.ForgotPassword.Submit',
  'Interaction.SignIn.Mfa.Submit',
  'Interaction.SignIn.Identifier.Social.Submit',
  'Interaction.SignIn.Identifier.SingleSignOn.Submit',
  'JwtCustomizer.Run',
  'ManagementApi.Mutation',
] as const;
type KnownLogKey = (typeof knownLogKeys)[number];

const isKnown = (key: string): key is KnownLogKey =>
  (knownLogKeys as readonly string[]).includes(key);

/** `ExchangeTokenBy.RefreshToken` → `exchange_token_by_refresh_token` (dots would nest in i18next). */
const phraseKey = (key: KnownLogKey) =>
  key
    .replaceAll('.', '_')
    .replace(/(?<=[a-z])(?=[A-Z])/g, '_')
    .toLowerCase() as 'exchange_token_by_unknown';

/** A readable label of an event key, or the key itself when the console does not know it. */
export const logKeyLabel = (key: string, t: TFunction) =>
  isKnown(key) ? t(`audit_logs.events.${phraseKey(key)}`) : key;
