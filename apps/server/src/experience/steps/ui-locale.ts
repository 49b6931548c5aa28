import type { ExperienceSession } from '../experience-session.ts';

/**
 * The first language the authorization request asked for (`ui_locales`), for the code message;
 * `undefined` lets the message fall back to the tenant's language.
 */
export const uiLocaleOf = ({ interaction }: ExperienceSession): string | undefined => {
  const locales = interaction.params.ui_locales;
  if (typeof locales !== 'string') return undefined;
  return locales.split(' ').find(Boolean);
};
