import type { AppContext } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { deleteModelInstancesByAccountId } from '../queries/oidc-model-instances.ts';

/** oidc-provider models that carry the user's `accountId` and keep them signed in or authorized. */
const userModels = [
  'Session',
  'Grant',
  'AccessToken',
  'RefreshToken',
  'AuthorizationCode',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * Signs a user out everywhere in a tenant: deletes their sessions, grants, refresh tokens, opaque
 * access tokens and pending codes. JWT access tokens already issued stay valid until they expire.
 * Called when a user is suspended (or deleted); returns the number of rows removed.
 */
export const revokeUserGrants = (
  app: Pick<AppContext, 'database'>,
  tenantId: string,
  userId: string,
): Promise<number> =>
  withTenant(app.database.db, tenantId, (tx) =>
    deleteModelInstancesByAccountId(tx, userId, userModels),
  );
