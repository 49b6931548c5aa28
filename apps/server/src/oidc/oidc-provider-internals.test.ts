/// <reference path="./oidc-provider-internals.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Provider from 'oidc-provider';
import * as refreshTokenGrant from 'oidc-provider/lib/actions/grants/refresh_token.js';
import * as grantHelpers from 'oidc-provider/lib/helpers/grants.js';
import { describe, expect, it } from 'vitest';

// The parts of oidc-provider we reach into below its public API (secret-check.ts,
// organization-token.ts). They are not covered by semver, so the version is pinned exactly and
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
