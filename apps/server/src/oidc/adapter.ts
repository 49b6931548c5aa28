import { type Adapter, type AdapterPayload, errors } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { isStorableString, unsafeStringPath } from '../http/input-hygiene.ts';
import {
  consumeModelInstance,
  deleteModelInstance,
  deleteModelInstancesByGrantId,
  findModelInstance,
  findModelInstanceByField,
  type ModelPayload,
  upsertModelInstance,
} from '../queries/oidc-model-instances.ts';

/** Answers oidc-provider's `Client` model; clients live in `applications`, not in the model table. */
export type ClientSource = { find: (clientId: string) => Promise<AdapterPayload | undefined> };

/** Used when oidc-provider saves a model without a lifetime; the column requires one. */
const fallbackTtlSeconds = 365 * 24 * 60 * 60;

export type AdapterOptions = {
  /**
   * Seconds a rotated refresh token is still answered as unconsumed. A single-page app that
   * refreshes for two resources at once (or two tabs) sends the same refresh token twice; without
   * a grace the second request counts as reuse and revokes the grant, signing the user out.
   * After the interval, reuse is reuse: oidc-provider revokes the whole grant.
   */
  refreshTokenReuseSeconds: number;
};

const toPayload = (
  row: { payload: ModelPayload; consumedAt: Date | null } | undefined,
  graceSeconds = 0,
) => {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  if (!row.consumedAt) return payload;
  if (Date.now() - row.consumedAt.getTime() < graceSeconds * 1000) return payload;
  return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
};

/**
 * Ids and payloads come from request parameters (a token, a client_id, an auth request's
 * `state`). PostgreSQL refuses U+0000 and lone surrogates (SQLSTATE 22021 / 22P05), so such a
 * lookup key cannot name a stored row (not found, without a query), and such a payload is the
 * client's invalid request, not a server fault.
 */
const isLookupKey = (value: unknown) => typeof value === 'string' && isStorableString(value);

const assertStorable = (payload: AdapterPayload) => {
  if (unsafeStringPath(payload, isStorableString))
    throw new errors.InvalidRequest('parameters must not contain NUL or unpaired surrogates');
};

/**
 * oidc-provider adapter over `oidc_model_instances`, one class per tenant: every call runs in
 * `withTenant`, so row-level security fences it to that tenant even if a query were wrong.
 */
export const createAdapterClass = (
  db: Database,
  tenantId: string,
  clients: ClientSource,
  options: AdapterOptions = { refreshTokenReuseSeconds: 0 },
) => {
  const run = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);

  return class TenantAdapter implements Adapter {
    readonly name: string;

    constructor(name: string) {
      this.name = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      assertStorable(payload);
      const expiresAt = new Date(Date.now() + (expiresIn ?? fallbackTtlSeconds) * 1000);
      await run((tx) =>
        upsertModelInstance(tx, {
          modelName: this.name,
          id,
          payload: payload as ModelPayload,
          expiresAt,
        }),
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!isLookupKey(id)) return undefined;
      if (this.name === 'Client') return clients.find(id);
      const grace = this.name === 'RefreshToken' ? options.refreshTokenReuseSeconds : 0;
      return toPayload(await run((tx) => findModelInstance(tx, this.name, id)), grace);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      if (!isLookupKey(uid)) return undefined;
      return toPayload(await run((tx) => findModelInstanceByField(tx, this.name, 'uid', uid)));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      if (!isLookupKey(userCode)) return undefined;
      return toPayload(
        await run((tx) => findModelInstanceByField(tx, this.name, 'userCode', userCode)),
      );
    }

    async consume(id: string): Promise<void> {
      if (!isLookupKey(id)) return;
      await run((tx) => consumeModelInstance(tx, this.name, id));
    }

    async destroy(id: string): Promise<void> {
      if (!isLookupKey(id)) return;
      await run((tx) => deleteModelInstance(tx, this.name, id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!isLookupKey(grantId)) return;
      await run((tx) => deleteModelInstancesByGrantId(tx, grantId));
    }
  };
};
