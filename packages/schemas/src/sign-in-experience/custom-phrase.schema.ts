import { z } from 'zod';

/**
 * The language tags a custom phrase may be stored under (contract: LanguageTag): wider than the
 * product's own interface languages (`language-tags.ts`), so a tenant can add a language of its own.
 */
export const customPhraseLanguageTags = [
  'af-ZA',
  'am-ET',
  'ar',
  'ar-AR',
  'as-IN',
  'az-AZ',
  'be-BY',
  'bg-BG',
  'bn-IN',
  'br-FR',
  'bs-BA',
  'ca-ES',
  'cb-IQ',
  'co-FR',
  'cs',
  'cs-CZ',
  'cx-PH',
  'cy-GB',
  'da-DK',
  'de',
  'de-DE',
  'el-GR',
  'en',
  'en-GB',
  'en-US',
  'eo-EO',
  'es',
  'es-ES',
  'es-419',
  'et-EE',
  'eu-ES',
  'fa-IR',
  'ff-NG',
  'fi',
  'fi-FI',
  'fo-FO',
  'fr',
  'fr-CA',
  'fr-FR',
  'fy-NL',
  'ga-IE',
  'gl-ES',
  'gn-PY',
  'gu-IN',
  'ha-NG',
  'he-IL',
  'hi-IN',
  'hr-HR',
  'ht-HT',
  'hu-HU',
  'hy-AM',
  'id-ID',
  'ik-US',
  'is-IS',
  'it',
  'it-IT',
  'iu-CA',
  'ja',
  'ja-JP',
  'ja-KS',
  'jv-ID',
  'ka-GE',
  'kk-KZ',
  'km-KH',
  'kn-IN',
  'ko',
  'ko-KR',
  'ku-TR',
  'ky-KG',
  'lo-LA',
  'lt-LT',
  'lv-LV',
  'mg-MG',
  'mk-MK',
  'ml-IN',
  'mn-MN',
  'mr-IN',
  'ms-MY',
  'mt-MT',
  'my-MM',
  'nb-NO',
  'ne-NP',
  'nl',
  'nl-BE',
  'nl-NL',
  'nn-NO',
  'or-IN',
  'pa-IN',
  'pl-PL',
  'ps-AF',
  'pt',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru',
  'ru-RU',
  'rw-RW',
  'sc-IT',
  'si-LK',
  'sk-SK',
  'sl-SI',
  'sn-ZW',
  'sq-AL',
  'sr-RS',
  'sv',
  'sv-SE',
  'sw-KE',
  'sy-SY',
  'sz-PL',
  'ta-IN',
  'te-IN',
  'tg-TJ',
  'th',
  'th-TH',
  'tl-PH',
  'tr',
  'tr-TR',
  'tt-RU',
  'tz-MA',
  'uk-UA',
  'ur-PK',
  'uz-UZ',
  'vi-VN',
  'zh',
  'zh-CN',
  'zh-HK',
  'zh-MO',
  'zh-TW',
  'zz-TR',
] as const;
export type CustomPhraseLanguageTag = (typeof customPhraseLanguageTags)[number];

const canonicalTags = new Map<string, CustomPhraseLanguageTag>(
  customPhraseLanguageTags.map((tag) => [tag.toLowerCase(), tag]),
);

/**
 * A language tag of the contract's list, matched without regard to case and answered in the
 * list's spelling. Example: `customPhraseLanguageTagGuard.parse('pt-br') === 'pt-BR'`.
 */
export const customPhraseLanguageTagGuard = z
  .string()
  .transform((tag, context) => {
    const canonical = canonicalTags.get(tag.toLowerCase());
    if (!canonical) {
      context.addIssue({ code: 'custom', message: 'Unsupported language tag' });
      return z.NEVER;
    }
    return canonical;
  })
  .meta({ description: 'A language tag of the contract list, e.g. `en`, `pt-BR`, `zh-TW`.' });

/** A phrase tree: keys to strings or nested trees, e.g. `{ sign_in: { title: 'Welcome' } }`. */
export type TranslationObject = { [key: string]: string | TranslationObject };

const isTranslationObject = (value: unknown): value is TranslationObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string' || isTranslationObject(entry));

/**
 * The body of `PUT /api/custom-phrases/{languageTag}`: a nested object whose leaves are strings.
 * Whether its keys are phrases the sign-in app knows is checked by the server
 * (`localization.invalid_translation_structure`).
 */
export const translationObjectGuard = z
  .record(z.string(), z.unknown())
  .refine(isTranslationObject, { message: 'Every value must be a string or a nested object' })
  .transform((value) => value as TranslationObject)
  .meta({
    description: 'Nested phrase keys to strings, e.g. `{ "sign_in": { "title": "Welcome" } }`.',
  });

/** A tenant's phrases for one language, as the management API answers it (contract: CustomPhrase). */
export const customPhraseGuard = z.object({
  tenantId: z.string().max(21),
  id: z.string().min(1).max(21),
  languageTag: z.string().min(1).max(16),
  translation: z.record(z.string(), z.unknown()),
});
export type CustomPhrase = z.infer<typeof customPhraseGuard>;
