/// <reference path="./oidc-provider-internals.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Provider from 'oidc-provider';
import * as refreshTokenGrant from 'oidc-provider/lib/actions/grants/refresh_token.js';
import * as grantHelpers from 'oidc-provider/lib/helpers/grants.js';
import { describe, expect, it } from 'vitest';
import { installClientInstanceReuse } from './client-instances.ts';

// The parts of oidc-provider we reach into below its public API (secret-check.ts,
// client-instances.ts, organization-token.ts). They are not covered by semver, so the version is pinned exactly and
// this file fails when an upgrade moves or reshapes any of them: re-read the patch sites then.

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('oidc-provider/package.json'));
const librarySource = (file: string) => readFileSync(path.join(packageDir, file), 'utf8');

const readJson = <Shape>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as Shape;

const newProvider = () => new Provider('http://127.0.0.1/oidc', {});

describe('oidc-provider version', () => {
  it('is the exact version apps/server/package.json pins', () => {
    const serverPackage = readJson<{ dependencies: Record<string, string> }>(
      path.resolve(import.meta.dirname, '../../package.json'),
    );
    const spec = serverPackage.dependencies['oidc-provider'];
    // An exact version, not a range: an upgrade must be a deliberate edit that re-runs this file.
    expect(spec).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = readJson<{ version: string }>(path.join(packageDir, 'package.json')).version;
    expect(installed).toBe(spec);
  });
});

describe('Client.prototype.compareClientSecret (secret-check.ts)', () => {
  it('is a one-argument method on the prototype', () => {
    const { prototype } = newProvider().Client as unknown as { prototype: object };
    expect(Object.hasOwn(prototype, 'compareClientSecret')).toBe(true);
    const compare = (prototype as { compareClientSecret: unknown }).compareClientSecret;
    expect(compare).toBeTypeOf('function');
    expect((compare as (actual: string) => unknown).length).toBe(1);
  });

  it('belongs to a Client class of its own per provider, so one tenant’s patch stays its own', () => {
    const first = newProvider();
    const second = newProvider();
    expect(first.Client).toBe(first.Client);
    expect(first.Client).not.toBe(second.Client);
    expect(first.Client.prototype).not.toBe(second.Client.prototype);
  });

  it('is what client_secret_basic / client_secret_post authentication calls', () => {
    const source = librarySource('lib/shared/client_auth.js');
    expect(source).toContain('await ctx.oidc.client.compareClientSecret(clientSecret)');
  });

  it('runs inside the request context Provider.ctx answers (which secret was used, audit)', () => {
    expect(Object.getOwnPropertyDescriptor(Provider, 'ctx')?.get).toBeTypeOf('function');
    expect(librarySource('lib/helpers/initialize_app.js')).toContain('als.run(ctx, () => next())');
  });
});

describe('refresh_token grant module (organization-token.ts)', () => {
  it('exports the handler, its parameters and its grant type', () => {
    expect(refreshTokenGrant.handler).toBeTypeOf('function');
    // (provider, helpers, ctx): organization-token.ts passes its own helpers in the middle.
    expect(refreshTokenGrant.handler.length).toBe(3);
    expect(refreshTokenGrant.parameters).toBeInstanceOf(Set);
    expect([...refreshTokenGrant.parameters].sort()).toEqual(['refresh_token', 'scope']);
    expect((refreshTokenGrant as { grantType?: unknown }).grantType).toBe('refresh_token');
  });

  it('takes every helper it uses from the helpers argument, all of them from grants.js', () => {
    const source = refreshTokenGrant.handler.toString();
    const destructured = /const\s*\{([^}]*)\}\s*=\s*helpers;/.exec(source)?.[1];
    expect(destructured, 'handler no longer destructures `helpers`').toBeDefined();
    const used = (destructured ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(used).toContain('applyAuthorizationDetails');
    const exported = grantHelpers as unknown as Record<string, unknown>;
    for (const name of used) {
      expect(exported[name], `grants.js export ${name}`).toBeTypeOf('function');
    }
  });

  it('applies authorization details as the last step before saving the access token', () => {
    const source = refreshTokenGrant.handler.toString();
    const apply = source.indexOf('await applyAuthorizationDetails(ctx, at, refreshToken)');
    const save = source.indexOf('await at.save()');
    expect(apply).toBeGreaterThan(-1);
    expect(save).toBeGreaterThan(apply);
    // Nothing in between touches the token's audience or scope, which we replace in that step.
    const between = source.slice(apply, save);
    expect(between).not.toMatch(/at\.(resourceServer|scope|claims)\s*=/);
  });
});

describe('grants.js helpers (organization-token.ts)', () => {
  it('exports only functions, each taking the provider first, as oidc-provider binds them', () => {
    const exported = Object.entries(grantHelpers as unknown as Record<string, unknown>);
    expect(exported.length).toBeGreaterThan(0);
    for (const [name, helper] of exported) {
      expect(helper, `grants.js export ${name}`).toBeTypeOf('function');
    }
    // organization-token.ts binds them the way oidc-provider does for its built-in grants.
    const initializeApp = librarySource('lib/helpers/initialize_app.js');
    expect(initializeApp).toContain("import * as grantHelpers from './grants.js'");
    expect(initializeApp).toContain('helper.bind(undefined, this)');
    expect(initializeApp).toContain('handler.bind(undefined, this, boundGrantHelpers)');
  });

  it('has applyAuthorizationDetails(provider, ctx, token, source)', () => {
    expect(grantHelpers.applyAuthorizationDetails).toBeTypeOf('function');
    expect(grantHelpers.applyAuthorizationDetails.length).toBe(4);
  });
});

describe('Provider members organization-token.ts relies on', () => {
  it('registerGrantType(name, handler, parameters, duplicates) and ResourceServer', () => {
    const provider = newProvider();
    expect(provider.registerGrantType).toBeTypeOf('function');
    expect(provider.registerGrantType.length).toBe(4);
    // new provider.ResourceServer(audience, info) is what turns a token into an organization token.
    const { ResourceServer } = provider as unknown as { ResourceServer: unknown };
    expect(ResourceServer).toBeTypeOf('function');
    const info = {
      scope: 'a b',
      accessTokenTTL: 3600,
      accessTokenFormat: 'jwt',
      jwt: { sign: { alg: 'ES384' } },
    };
    const server = new (ResourceServer as new (id: string, data: object) => object)(
      'urn:x',
      info,
    ) as { identifier: () => string; scopes: Set<string> };
    expect(server.identifier()).toBe('urn:x');
    expect(server).toMatchObject(info);
    expect([...server.scopes]).toEqual(['a', 'b']);
  });
});

describe('Client.find (client-instances.ts)', () => {
  /** A provider whose adapter serves clients from `stored`, with the reuse installed. */
  const providerOver = (stored: Map<string, object>) => {
    class MapAdapter {
      constructor(private readonly name: string) {}
      async find(id: string) {
        return this.name === 'Client' ? stored.get(id) : undefined;
      }
    }
    const provider = new Provider('http://127.0.0.1/oidc', {
      adapter: MapAdapter as unknown as never,
    });
    installClientInstanceReuse(provider);
    return provider;
  };
  const metadata = (redirect: string) =>
    // Frozen: creating the Client must not write into the adapter's object, which is kept.
    Object.freeze({
      client_id: 'app',
      client_secret: 'secret-0123456789',
      redirect_uris: Object.freeze([redirect]),
    });

  it('is a static method next to the static adapter it reads', () => {
    const Client = newProvider().Client as unknown as Record<string, unknown>;
    expect(Client.find).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(Client, 'adapter')?.get).toBeTypeOf('function');
    expect(librarySource('lib/models/client.js')).toContain(
      'const properties = await this.adapter.find(id);',
    );
  });

  it('answers the same instance while the metadata object is the same, a new one after a change', async () => {
    const stored = new Map<string, object>([['app', metadata('https://one.example/cb')]]);
    const provider = providerOver(stored);
    const first = await provider.Client.find('app');
    expect(first?.redirectUris).toEqual(['https://one.example/cb']);
    expect(await provider.Client.find('app')).toBe(first);

    // The known metadata object is not read again (oidc-provider's own path serialises it).
    let reads = 0;
    const counted = Object.freeze(
      Object.defineProperty({ ...metadata('https://counted.example/cb') }, 'client_secret', {
        enumerable: true,
        get: () => {
          reads += 1;
          return 'secret-0123456789';
        },
      }),
    );
    stored.set('app', counted);
    const countedClient = await provider.Client.find('app');
    const readsToCreate = reads;
    expect(readsToCreate).toBeGreaterThan(0);
    expect(await provider.Client.find('app')).toBe(countedClient);
    expect(reads).toBe(readsToCreate);

    stored.set('app', metadata('https://two.example/cb'));
    const changed = await provider.Client.find('app');
    expect(changed).not.toBe(first);
    expect(changed?.redirectUris).toEqual(['https://two.example/cb']);

    stored.delete('app');
    expect(await provider.Client.find('app')).toBeUndefined();
    expect(await provider.Client.find('')).toBeUndefined();
  });
});
