import type Provider from 'oidc-provider';

type ClientClass = {
  find: (id: string) => Promise<object | undefined>;
  adapter: { find: (id: string) => Promise<object | undefined> };
};

/**
 * Reuses oidc-provider's `Client` instance while the client's metadata is unchanged, without
 * hashing it on every request.
 *
 * oidc-provider asks the adapter for the client's metadata on every request and keys its instances
 * by a SHA-256 of that metadata's JSON (8 µs a token, measured). Our adapter answers from the client
 * store (clients.ts), which hands out the same metadata object until the client changes or its
 * entry expires, and never mutates it: the object's identity already says "unchanged". So an
 * instance is remembered per metadata object, and only a new object (a changed or reloaded
 * client) goes through oidc-provider's own lookup.
 */
export const installClientInstanceReuse = (provider: Provider): void => {
  // Patches an oidc-provider internal (the per-provider Client class' static find):
  // oidc-provider-internals.test.ts pins its behaviour and the exact oidc-provider version.
  const Client = provider.Client as unknown as ClientClass;
  const findByHash = Client.find.bind(Client);
  const instances = new WeakMap<object, object>();

  Client.find = async (id: string) => {
    if (typeof id !== 'string' || id.length === 0) return undefined;
    const metadata = await Client.adapter.find(id);
    if (!metadata) return undefined;
    const known = instances.get(metadata);
    if (known) return known;
    const client = await findByHash(id);
    if (client) instances.set(metadata, client);
    return client;
  };
};
