import { languageNames, languageTags } from '@gatehouse/phrases/languages';
import { customPhraseLanguageTags } from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';

/** A language's name in the console's language (the browser knows them all), else its tag. */
export const languageLabel = (tag: string, consoleLanguage: string) => {
  const product = languageNames[tag as keyof typeof languageNames];
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([consoleLanguage], { type: 'language' }).of(tag);
  } catch {
    name = undefined;
  }
  return `${product ?? name ?? tag} (${tag})`;
};

/** The sign-in page's own languages, then the languages the tenant added phrases for. */
export const pageLanguageOptions = (customTags: readonly string[], consoleLanguage: string) =>
  [...new Set([...languageTags, ...customTags])].map((tag) => ({
    value: tag,
    label: languageLabel(tag, consoleLanguage),
  }));

/** Every tag custom phrases may be stored under, the product's languages first. */
export const phraseLanguageOptions = (consoleLanguage: string) =>
  [...new Set<string>([...languageTags, ...customPhraseLanguageTags])].map((tag) => ({
    value: tag,
    label: languageLabel(tag, consoleLanguage),
  }));
