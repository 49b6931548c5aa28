/**
 * oidc-provider modules reached by path (the package has no `exports` map). Only what
 * organization-token.ts uses is typed (lib/helpers/grants.js is typed by @types/oidc-provider).
 * oidc-provider-internals.test.ts checks these shapes against the pinned version at run time.
 */
declare module 'oidc-provider/lib/actions/grants/refresh_token.js' {
  import type { KoaContextWithOIDC, Provider } from 'oidc-provider';

  export const parameters: Set<string>;
  export function handler(
    provider: Provider,
    helpers: Record<string, unknown>,
    ctx: KoaContextWithOIDC,
  ): Promise<void>;
}
