/**
 * The client_credentials grant module of oidc-provider, reached by path like the refresh_token one
 * (oidc-provider-internals.d.ts); organization-internals.test.ts checks its shape.
 */
declare module 'oidc-provider/lib/actions/grants/client_credentials.js' {
  import type { KoaContextWithOIDC, Provider } from 'oidc-provider';

  export const parameters: Set<string>;
  export function handler(
    provider: Provider,
    helpers: Record<string, unknown>,
    ctx: KoaContextWithOIDC,
  ): Promise<void>;
}
