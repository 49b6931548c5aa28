import type { ApplicationType } from '@gatehouse/schemas/entities/application';

/** The real values a guide fills into its snippets, taken from the application and the tenant. */
export type GuideValues = {
  appId: string;
  /** A client secret of the app, when its type has one and one exists. */
  appSecret?: string;
  /** Tenant endpoint without a trailing slash: what Logto SDKs call `endpoint`. */
  endpoint: string;
  /** `<endpoint>/oidc`. */
  issuer: string;
  /** Where the app's own pages live, e.g. `http://localhost:3000`. */
  baseUrl: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** A random value generated in the browser for session cookies of server-side samples. */
  cookieSecret: string;
  /** API resource an M2M app asks a token for. */
  resource?: string;
};

export type GuideSnippet = {
  language: 'bash' | 'tsx' | 'ts' | 'js' | 'vue' | 'python' | 'go' | 'json' | 'http';
  /** Shown above the code, e.g. `src/main.tsx`. */
  fileName?: string;
  code: string;
};

/** Keys of `guides.steps.*` phrases: every guide composes its steps from this shared list. */
export type GuideStepKey =
  | 'install'
  | 'configure_uris'
  | 'init_client'
  | 'provider'
  | 'callback'
  | 'sign_in_out'
  | 'user_info'
  | 'session'
  | 'routes'
  | 'protect_routes'
  | 'native_scheme'
  | 'assign_roles'
  | 'token_curl'
  | 'token_node'
  | 'call_api'
  | 'checkpoint';

export type GuideStep = {
  key: GuideStepKey;
  snippets?: GuideSnippet[];
};

export type GuideId =
  | 'react'
  | 'vue'
  | 'next'
  | 'express'
  | 'python-flask'
  | 'go'
  | 'react-native'
  | 'machine-to-machine';

export type Guide = {
  id: GuideId;
  /** Product name, not translated (React, Vue, …). */
  name: string;
  /** The package the guide installs, shown on the guide card. */
  packageName: string;
  appTypes: readonly ApplicationType[];
  /** Sample origin used until the app registers a redirect URI. */
  defaultBaseUrl: string;
  /** Path the SDK serves its callback on; when fixed, the registered URI's path is not reused. */
  callbackPath: string;
  /** Guides for apps that sign users in register URIs; M2M does not. */
  usesRedirectUris: boolean;
  steps: (values: GuideValues) => GuideStep[];
};
