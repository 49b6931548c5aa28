import { createContext, type ReactNode, useContext } from 'react';
import type { Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | undefined>(undefined);

export const TranslatorProvider = ({
  translator,
  children,
}: {
  translator: Translator;
  children?: ReactNode;
}) => <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;

/** `{ t, i18n }` of the page's language (the shape react-i18next's hook had). */
export const useTranslation = () => {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation() must be used inside <TranslatorProvider>');
  return { t: translator.t, i18n: translator };
};
