import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createEphemeralSecretBox } from '../db/secret-box.ts';
import { loadEnv } from '../env.ts';
import { createManagementRouter } from '../routers/management.router.ts';
import { createLocalBus } from '../services/invalidation-bus.ts';
import type { RegisteredRoute } from './guard.ts';
import { createJwksCache } from './management-auth.ts';
import { describeManagementChange } from './management-change.ts';

/** Every management route as registered, without a database: registration reads none. */
const registeredRoutes = () => {
  const app: AppContext = {
    env: loadEnv({ NODE_ENV: 'test' }),
    database: {} as DatabaseHandle,
    secretBox: createEphemeralSecretBox(),
    logger: pino({ level: 'silent' }),
    bus: createLocalBus(),
    tenantUrls: (tenantId) => ({ endpoint: 'http://x', issuer: `http://x/${tenantId}/oidc` }),
    adminOrigins: () => [],
  };
  const registry: RegisteredRoute[] = [];
  createManagementRouter(app, createJwksCache(app), registry);
  return registry;
};

/** Mutating routes deliberately left to the whole-tenant fallback; none today. */
const wholeTenantRoutes = new Set<string>([]);

describe('describeManagementChange', () => {
  it('names the client of an application route, nested ones included', () => {
    expect(describeManagementChange('t', '/api/applications/:id', { id: 'a1' })).toEqual({
      tenantId: 't',
      kind: 'client',
      id: 'a1',
    });
    expect(
      describeManagementChange('t', '/api/applications/:applicationId/roles/:roleId', {
        applicationId: 'a1',
        roleId: 'r1',
      }),
    ).toEqual({ tenantId: 't', kind: 'client', id: 'a1' });
  });

  it('names the user of a user route, and the role of a role-members route', () => {
    expect(
      describeManagementChange('t', '/api/users/:userId/is-suspended', { userId: 'u1' }),
    ).toEqual({ tenantId: 't', kind: 'user', id: 'u1' });
    expect(
      describeManagementChange('t', '/api/roles/:id/users/:userId', { id: 'r1', userId: 'u1' }),
    ).toEqual({ tenantId: 't', kind: 'role', id: 'r1' });
  });

  it('describes sign-in experience and custom phrase writes as experience changes', () => {
    expect(describeManagementChange('t', '/api/sign-in-exp', {})).toEqual({
      tenantId: 't',
      kind: 'experience',
    });
    expect(
      describeManagementChange('t', '/api/custom-phrases/:languageTag', { languageTag: 'de' }),
    ).toEqual({ tenantId: 't', kind: 'experience', id: 'de' });
  });

  it('names no id on a creation, so every entry of the kind is concerned', () => {
    expect(describeManagementChange('t', '/api/resources', {})).toEqual({
      tenantId: 't',
      kind: 'resource',
    });
  });

  it('falls back to a whole-tenant change for an undeclared area or no matched route', () => {
    expect(describeManagementChange('t', '/api/not-an-area', {})).toEqual({
      tenantId: 't',
      kind: 'tenant',
    });
    expect(describeManagementChange('t', undefined, {})).toEqual({ tenantId: 't', kind: 'tenant' });
  });

  it('declares a change kind for every registered mutating route, with an id when it has one', () => {
    const mutating = registeredRoutes().filter(({ method }) => method !== 'get');
    expect(mutating.length).toBeGreaterThan(30);
    const undeclared: string[] = [];
    const withoutId: string[] = [];
    for (const { method, path } of mutating) {
      const params = Object.fromEntries(
        [...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, `value-of-${name}`]),
      );
      const change = describeManagementChange('t', path, params);
      const route = `${method.toUpperCase()} ${path}`;
      if (change.kind === 'tenant' && !wholeTenantRoutes.has(route)) undeclared.push(route);
      // A route naming an entry must say which one: otherwise the whole kind is dropped.
      if (Object.keys(params).length > 0 && change.kind !== 'tenant' && !change.id)
        withoutId.push(route);
    }
    expect(undeclared).toEqual([]);
    expect(withoutId).toEqual([]);
  });
});
