/**
 * Spec §5 rules for profile fields a person types: a locale is a well-formed language tag of a
 * known language (`en-US`, `zh-Hant-TW`; not `xx-INVALID-zz`), a birthdate is an OIDC
 * `YYYY-MM-DD` calendar date (`0000` for an unknown year) or a year alone.
 */
const knownLanguages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export const isValidLocaleTag = (value: string): boolean => {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    if (!canonical) return false;
    return knownLanguages.of(new Intl.Locale(canonical).language) !== undefined;
  } catch {
    return false;
  }
};

export const isValidBirthdate = (value: string): boolean => {
  if (/^\d{4}$/.test(value)) return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Year 0000 stands for "not disclosed"; check the day against a leap year then.
  const date = new Date(0);
  date.setUTCFullYear(year === 0 ? 2000 : year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
