import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
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

const toPayload = (row: { payload: ModelPayload; consumedAt: Date | null } | undefined) => {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt
    ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
    : payload;
};

/**
 * oidc-provider adapter over `oidc_model_instances`, one class per tenant: every call runs in
 * `withTenant`, so row-level security fences it to that tenant even if a query were wrong.
 */
export const createAdapterClass = (db: Database, tenantId: string, clients: ClientSource) => {
  const run = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);

  return class TenantAdapter implements Adapter {
    readonly name: string;

    constructor(name: string) {
      this.name = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
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
      if (this.name === 'Client') return clients.find(id);
      return toPayload(await run((tx) => findModelInstance(tx, this.name, id)));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return toPayload(await run((tx) => findModelInstanceByField(tx, this.name, 'uid', uid)));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return toPayload(
        await run((tx) => findModelInstanceByField(tx, this.name, 'userCode', userCode)),
      );
    }

    async consume(id: string): Promise<void> {
      await run((tx) => consumeModelInstance(tx, this.name, id));
    }

    async destroy(id: string): Promise<void> {
      await run((tx) => deleteModelInstance(tx, this.name, id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await run((tx) => deleteModelInstancesByGrantId(tx, grantId));
    }
  };
};
