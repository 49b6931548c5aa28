import { eq, sql } from 'drizzle-orm';
import { applications } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

export type ClientOriginSource = { redirectUris: unknown; corsAllowedOrigins: unknown };

/**
 * What the CORS origins of every application of the tenant are made of: the registered redirect
 * URIs and `customClientMetadata.corsAllowedOrigins` (contract/oidc.md "CORS"). Only those two
 * JSON members are read, not the applications' whole metadata.
 */
export const findClientOriginSources = (tx: TenantTx): Promise<ClientOriginSource[]> =>
  tx
    .select({
      redirectUris: sql<unknown>`${applications.oidcClientMetadata} -> 'redirectUris'`,
      corsAllowedOrigins: sql<unknown>`${applications.customClientMetadata} -> 'corsAllowedOrigins'`,
    })
    .from(applications)
    .where(eq(applications.tenantId, tx.tenantId));
