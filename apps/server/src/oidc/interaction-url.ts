import type { Interaction, KoaContextWithOIDC } from 'oidc-provider';

/** Extra `/oidc/auth` parameters Logto's SDKs send (contract/oidc.md "Features"). */
export const extraAuthParams = [
  'interaction_mode',
  'first_screen',
  'direct_sign_in',
  'organization_id',
  'identifier',
  'one_time_token',
  'google_one_tap_credential',
];

/** `first_screen` values → routes of the sign-in app. */
const firstScreenRoutes: Record<string, string> = {
  sign_in: 'sign-in',
  signIn: 'sign-in',
  register: 'register',
  reset_password: 'reset-password',
  'identifier:sign_in': 'identifier-sign-in',
  'identifier:register': 'identifier-register',
  single_sign_on: 'single-sign-on',
};

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

// What the sign-in URL and cookie carry must stay within what clients and proxies read in
// headers (8-16 KiB): longer values are not forwarded. Cookie values must be visible ASCII.
const maxForwardedLength = 1024;
const forwarded = (value: unknown) => {
  const found = text(value);
  return found && found.length <= maxForwardedLength ? found : undefined;
};
const cookieText = (value: unknown) => {
  const found = forwarded(value);
  return found && /^[\x20-\x7e]+$/.test(found) ? found : undefined;
};

const loginRoute = (params: Record<string, unknown>) => {
  const firstScreen = text(params.first_screen);
  if (firstScreen && firstScreenRoutes[firstScreen]) return firstScreenRoutes[firstScreen];
  return params.interaction_mode === 'signUp' ? 'register' : 'sign-in';
};

/** Cookie the sign-in app reads to know the app, organization and languages of the flow. */
export const experienceCookieName = '_logto';

/**
 * Builds oidc-provider's `interactions.url`: the sign-in app's page for the pending prompt at the
 * tenant endpoint, carrying the parameters it needs, e.g.
 * `http://localhost:3001/sign-in?app_id=abc&ui_locales=fr`.
 */
export const createInteractionUrl =
  (endpoint: string) =>
  async (ctx: KoaContextWithOIDC, interaction: Interaction): Promise<string> => {
    const params = interaction.params as Record<string, unknown>;
    const appId = text(params.client_id);
    const query = new URLSearchParams();
    if (appId) query.set('app_id', appId);

    if (interaction.prompt.name === 'consent') return `${endpoint}/consent?${query.toString()}`;

    for (const [param, name] of [
      ['organization_id', 'organization_id'],
      ['ui_locales', 'ui_locales'],
      ['one_time_token', 'one_time_token'],
      ['login_hint', 'login_hint'],
      ['identifier', 'identifier'],
    ] as const) {
      const value = forwarded(params[param]);
      if (value) query.set(name, value);
    }

    ctx.cookies.set(
      experienceCookieName,
      JSON.stringify({
        appId: cookieText(appId),
        organizationId: cookieText(params.organization_id),
        uiLocales: cookieText(params.ui_locales),
      }),
      { httpOnly: false, sameSite: 'lax', path: '/', overwrite: true, signed: false },
    );

    const route = loginRoute(params);
    const direct = text(params.direct_sign_in)?.split(':');
    if (direct && direct.length >= 2 && direct[0] && direct[1]) {
      query.set('fallback', route);
      const [method, ...target] = direct;
      return `${endpoint}/direct/${encodeURIComponent(method)}/${encodeURIComponent(target.join(':'))}?${query.toString()}`;
    }
    return `${endpoint}/${route}?${query.toString()}`;
  };
