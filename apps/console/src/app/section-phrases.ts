import type { RouteObject } from 'react-router';
import { allConsolePhraseKeys, type ConsolePhraseKey } from '../i18n/console-phrases.ts';
import { loadConsolePhrases } from '../i18n/i18n.ts';
import type { ConsoleSection } from './sections.ts';

/**
 * The phrase parts each section's pages use besides the start ones (general, shell, language,
 * errors), by the section's folder under `sections/`; kit parts count for the sections that use
 * them. `section-phrases.test.ts` reads every section's code (and the kit modules it imports) and
 * fails when a part it uses is missing here. A section not listed loads every part: correct, only
 * heavier, until it is added.
 */
export const sectionPhrases: Record<string, readonly ConsolePhraseKey[]> = {
  'get-started': ['get_started'],
  dashboard: ['dashboard'],
  applications: [
    'kit',
    'applications',
    'guides',
    'roles',
    'audit_logs',
    'profile',
    'organizations',
    'saml_applications',
  ],
  'api-resources': ['kit', 'api_resources', 'guides'],
  'audit-logs': ['kit', 'audit_logs', 'profile'],
  connectors: ['kit', 'connectors'],
  'sign-in-experience': ['kit', 'sign_in_experience', 'connectors'],
  mfa: ['kit', 'mfa'],
  security: ['kit', 'security', 'mfa'],
  'account-center': ['kit', 'account_center'],
  roles: ['kit', 'roles', 'audit_logs', 'profile'],
  users: [
    'kit',
    'users',
    'user_security',
    'mfa',
    'roles',
    'audit_logs',
    'profile',
    'organizations',
  ],
  organizations: ['kit', 'organizations'],
  'organization-template': ['kit', 'organizations'],
  'enterprise-sso': ['kit', 'enterprise_sso', 'applications'],
};

/** The profile pages (router.tsx). */
export const profilePhrases: readonly ConsolePhraseKey[] = ['kit', 'profile', 'user_security'];

/** Makes every route of a section wait for its phrases before it renders. */
const waitForPhrases = (route: RouteObject, keys: readonly ConsolePhraseKey[]): RouteObject => {
  const { lazy } = route;
  const withPhrases = {
    ...route,
    children: route.children?.map((child) => waitForPhrases(child, keys)),
  } as RouteObject;
  if (typeof lazy === 'function') {
    withPhrases.lazy = async () => (await Promise.all([lazy(), loadConsolePhrases(keys)]))[0];
  } else if (!lazy) {
    withPhrases.lazy = async () => {
      await loadConsolePhrases(keys);
      return {};
    };
  }
  return withPhrases;
};

export const withSectionPhrases = (section: ConsoleSection, folder: string): ConsoleSection => {
  const keys = sectionPhrases[folder] ?? allConsolePhraseKeys;
  return { ...section, routes: section.routes.map((route) => waitForPhrases(route, keys)) };
};
