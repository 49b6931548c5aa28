import type { TFunction } from '../../i18n/translator.ts';
import { type SsoProviderName, ssoProviderNames } from './sso-api.ts';

const isKnownProvider = (name: string): name is SsoProviderName =>
  (ssoProviderNames as readonly string[]).includes(name);

/** A provider's description in the console's language; an unknown one keeps the server's text. */
export const providerDescription = (t: TFunction, providerName: string, fallback: string) =>
  isKnownProvider(providerName) ? t(`enterprise_sso.providers.${providerName}`) : fallback;
