import type { LanguageTag } from '@gatehouse/phrases/languages';
import { render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { setApiLanguage } from '../api/api-client.ts';
import type { Experience } from '../api/experience-api.ts';
import { App } from '../app/app.tsx';
import { createI18n } from '../app/i18n.ts';
import { TranslatorProvider } from '../app/use-translation.tsx';

export const testExperience: Experience = {
  color: { primaryColor: '#6139F6', darkPrimaryColor: '#8768F8', isDarkModeEnabled: false },
  branding: { logoUrl: 'https://cdn.example.com/logo.svg' },
  languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
  signInMode: 'SignInAndRegister',
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    ],
  },
  signUp: { identifiers: ['username'], password: true, verify: false },
  passwordPolicy: {},
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  agreeToTermsPolicy: 'Automatic',
  customCss: null,
  forgotPassword: { email: false, phone: false },
};

type Answer = { status: number; body?: unknown };
export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

/**
 * Stubs `fetch` with answers keyed by `METHOD /path` (unit level only: the real server is
 * exercised by the e2e tests). A list answers its items in turn, then repeats its last one.
 * Unlisted requests answer 404.
 */
export const stubApi = (answers: Record<string, Answer | Answer[]>) => {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    calls.push({
      method,
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const listed = answers[`${method} ${path}`];
    const answer = (Array.isArray(listed)
      ? listed.length > 1
        ? listed.shift()
        : listed[0]
      : listed) ?? { status: 404, body: { code: 'entity.not_found', message: 'Not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text || null, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
};

export const successfulSignIn: Record<string, Answer> = {
  'PUT /api/experience': { status: 204 },
  'POST /api/experience/verification/password': { status: 200, body: { verificationId: 'v1' } },
  'POST /api/experience/identification': { status: 204 },
  'POST /api/experience/submit': {
    status: 200,
    body: { redirectTo: 'http://app.example.com/callback?code=x' },
  },
};

export const successfulRegistration: Record<string, Answer> = {
  'PUT /api/experience': { status: 204 },
  'POST /api/experience/verification/new-password-identity': {
    status: 200,
    body: { verificationId: 'v2' },
  },
  'POST /api/experience/identification': { status: 201 },
  'POST /api/experience/submit': {
    status: 200,
    body: { redirectTo: 'http://app.example.com/callback?code=y' },
  },
};

export const renderApp = async ({
  path = '/sign-in',
  experience = {},
  language = 'en',
}: {
  path?: string;
  experience?: Partial<Experience>;
  language?: LanguageTag;
} = {}) => {
  window.history.replaceState(null, '', path);
  setApiLanguage(language);
  const i18n = await createI18n(language);
  const redirect = vi.fn<(url: string) => void>();
  const view = render(
    <TranslatorProvider translator={i18n}>
      <App experience={{ ...testExperience, ...experience }} redirect={redirect} />
    </TranslatorProvider>,
  );
  await waitForPage();
  return { ...view, redirect, i18n };
};

/** Waits until the page's code (pages other than sign-in load on demand) has rendered. */
export const waitForPage = () =>
  waitFor(() => {
    if (document.querySelector('[data-loading-page]')) throw new Error('the page is loading');
  });

/**
 * The text of the form's error summary once it has any. The summary is a live region that is on
 * the page, empty, from the first render (so screen readers announce what appears in it): finding
 * the element alone does not mean the error arrived.
 */
export const findAlertText = () =>
  waitFor(() => {
    const text = screen.getByRole('alert').textContent ?? '';
    if (text === '') throw new Error('the alert is still empty');
    return text;
  });
