import { fallbackLanguage, matchLanguage } from '@gatehouse/phrases/languages';
import {
  isSignInPreviewMessage,
  type SignInPreviewMessage,
  signInPreviewReadyType,
} from '@gatehouse/schemas/sign-in-experience/sign-in-preview-message';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiLanguage } from '../api/api-client.ts';
import { type Experience, experienceApi } from '../api/experience-api.ts';
import { App } from './app.tsx';
import { createI18n } from './i18n.ts';
import { navigate } from './router.tsx';
import type { Translator } from './translator.ts';
import { TranslatorProvider } from './use-translation.tsx';

// Preview mode (`/sign-in?preview`, framed by the console's sign-in experience editor): the real
// pages drawn with the console's unsaved settings. Loaded only in that mode (main.tsx imports it
// on demand), so the sign-in page's own bundle does not grow.

// The console's light/dark toggle: the page follows `prefers-color-scheme`, which a frame cannot
// set, so the preview answers that one media query itself.
const schemeQuery = /prefers-color-scheme/;
const forcedScheme = { isDark: false, listeners: new Set<() => void>() };
const forceColorScheme = () => {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    if (!schemeQuery.test(query)) return original(query);
    const isDarkQuery = query.includes('dark');
    return {
      media: query,
      get matches() {
        return forcedScheme.isDark === isDarkQuery;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) =>
        forcedScheme.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        forcedScheme.listeners.delete(listener),
      addListener: (listener: () => void) => forcedScheme.listeners.add(listener),
      removeListener: (listener: () => void) => forcedScheme.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
};
const setColorScheme = (scheme: SignInPreviewMessage['colorScheme']) => {
  const isDark = scheme === 'dark';
  if (forcedScheme.isDark === isDark) return;
  forcedScheme.isDark = isDark;
  for (const listener of forcedScheme.listeners) listener();
};

// What the page needs beyond the edited settings (password policy, connectors…): the tenant's
// saved public experience, or empty parts when it cannot be read.
const emptyExtras = { passwordPolicy: {} } as Partial<Experience>;

/** Starts the preview: listens for the console's settings and draws the page for each. */
export const startPreview = async () => {
  forceColorScheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  // A picture of the page: nothing in it can be focused, typed into or submitted.
  container.inert = true;
  const root = createRoot(container);
  const saved = (await experienceApi.fetchExperience().catch(() => undefined)) ?? emptyExtras;
  let latest = 0;
  let translations: { key: string; instance: Translator } | undefined;

  const translationsFor = async ({ language, customPhrases }: SignInPreviewMessage) => {
    const key = JSON.stringify([language, customPhrases ?? null]);
    if (translations?.key === key) return translations.instance;
    const product = matchLanguage(language);
    const phrases = customPhrases
      ? Promise.resolve(customPhrases)
      : experienceApi.fetchPhrases(language).catch(() => undefined);
    const instance = await createI18n(
      product ?? fallbackLanguage,
      phrases,
      product ? undefined : language,
    );
    setApiLanguage(product ?? fallbackLanguage);
    translations = { key, instance };
    return instance;
  };

  window.addEventListener('message', (event) => {
    // Only the framing console speaks to the preview (the server lets only its origins frame it).
    if (event.source !== window.parent || !isSignInPreviewMessage(event.data)) return;
    const message = event.data;
    const sequence = ++latest;
    void translationsFor(message).then((instance) => {
      if (sequence !== latest) return;
      setColorScheme(message.colorScheme);
      const pathname = message.page === 'register' ? '/register' : '/sign-in';
      if (window.location.pathname !== pathname) navigate(pathname, { replace: true });
      const experience = { ...saved, ...message.settings } as Experience;
      root.render(
        createElement(
          StrictMode,
          null,
          createElement(
            TranslatorProvider,
            { translator: instance },
            createElement(App, { experience }),
          ),
        ),
      );
    });
  });
  if (window.parent !== window) window.parent.postMessage({ type: signInPreviewReadyType }, '*');
};
