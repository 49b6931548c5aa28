import type { RegisteredRoute } from '@gatehouse/server/src/http/guard.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';

type Operation = { tags?: string[]; security?: Record<string, string[]>[] };
type OpenApiDocument = {
  openapi: string;
  info: { description?: string };
  paths: Record<string, Record<string, Operation>>;
};

let server: RunningServer;
beforeAll(async () => {
  server = await useServer();
});
afterAll(async () => {
  await server?.stop();
});

const fetchDocument = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** `METHOD /path` of every operation of a document, and of every route of registries. */
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
const routesOf = (routes: RegisteredRoute[]) =>
  routes.map(({ method, path }) => `${method.toUpperCase()} ${openApiPath(path)}`);

describe('OpenAPI documents', () => {
  it('GET /api/swagger.json documents every route of every router, and nothing else', async () => {
    const catalogue = server.gatehouse.routes;
    for (const [audience, routes] of Object.entries(catalogue)) {
      expect(routes.length, `${audience} registered no route`).toBeGreaterThan(0);
    }
    const registered = Object.values(catalogue).flatMap(routesOf);
    for (const base of [server.mainUrl, server.adminUrl]) {
      const documented = operationsOf(await fetchDocument(base, '/api/swagger.json'));
      expect(documented.sort()).toEqual([...new Set(registered)].sort());
    }
  });

  it('covers the experience, Me, public and user-asset routes with their own security', async () => {
    const document = await fetchDocument(server.mainUrl, '/api/swagger.json');
    const submit = document.paths['/api/experience/submit']?.post;
    expect(submit?.security).toEqual([{ interactionCookie: [] }]);
    expect(document.paths['/api/experience/verification/password']?.post).toBeDefined();
    expect(document.paths['/api/.well-known/sign-in-exp']?.get?.security).toEqual([
      { interactionCookie: [] },
    ]);
    expect(document.paths['/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/me']?.get?.tags).toEqual(['Me (admin port)']);
    expect(document.paths['/me/user-assets']?.post).toBeDefined();
    expect(document.paths['/api/status']?.get?.security).toEqual([]);
    expect(document.paths['/user-assets/{id}']?.get?.security).toEqual([]);
    expect(document.paths['/api/roles']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('leaves /oidc to the discovery document and says so', async () => {
    const document = await fetchDocument(server.mainUrl, '/api/swagger.json');
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/oidc'))).toEqual([]);
    expect(document.info.description).toContain('/oidc/.well-known/openid-configuration');
  });

  it('serves one document per audience under /api/.well-known/', async () => {
    const { management, experience } = server.gatehouse.routes;
    const managementDocument = await fetchDocument(
      server.mainUrl,
      '/api/.well-known/management.openapi.json',
    );
    expect(operationsOf(managementDocument).sort()).toEqual(routesOf(management).sort());
    const experienceDocument = await fetchDocument(
      server.mainUrl,
      '/api/.well-known/experience.openapi.json',
    );
    expect(operationsOf(experienceDocument).sort()).toEqual(routesOf(experience).sort());
  });
});
