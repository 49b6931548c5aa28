import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import type { RegisteredRoute, RouteSpec } from './guard.ts';
import { pageQueryDocument } from './pagination.ts';
import { searchQueryDocument } from './search-query.ts';

export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const describeStatus = (status: number) =>
  status >= 400 ? 'Error: `{ code, message, data? }`' : status === 204 ? 'No content' : 'Success';

type SecurityRequirement = Record<string, string[]>;

/** The query parameters of a route: its own, plus the paging and search the guard reads. */
const queryOf = (spec: RouteSpec) => {
  // A query schema that is not a plain object (a pipe, a union) documents itself alone.
  if (spec.query && !(spec.query instanceof z.ZodObject)) return spec.query;
  const parts = [
    spec.query instanceof z.ZodObject ? spec.query : undefined,
    spec.page ? pageQueryDocument : undefined,
    spec.search ? searchQueryDocument(spec.search) : undefined,
  ].filter((part) => part !== undefined);
  if (parts.length === 0) return spec.query;
  return z.object(Object.assign({}, ...parts.map((part) => part.shape)));
};

// biome-ignore lint/suspicious/noExplicitAny: zod-openapi's operation object is deeply generic
const operationOf = (spec: RouteSpec, extra: Record<string, unknown> = {}): Record<string, any> => {
  const statuses = Array.isArray(spec.status) ? spec.status : [spec.status];
  const responses = Object.fromEntries(
    statuses.map((status, index) => [
      String(status),
      {
        description: describeStatus(status),
        ...(index === 0 && spec.response
          ? { content: { 'application/json': { schema: spec.response } } }
          : {}),
      },
    ]),
  );
  const query = queryOf(spec);
  return {
    ...(spec.summary ? { summary: spec.summary } : {}),
    ...(spec.tags ? { tags: spec.tags } : {}),
    requestParams: {
      ...(spec.params ? { path: spec.params } : {}),
      ...(query ? { query } : {}),
    },
    ...(spec.body
      ? { requestBody: { content: { 'application/json': { schema: spec.body } } } }
      : {}),
    responses,
    ...extra,
  };
};

const securitySchemes = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  interactionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: '_interaction',
    description: 'The OIDC interaction cookie that `/oidc/auth` sets before the sign-in page.',
  },
} as const;

/** Builds the OpenAPI 3.1 document from the guarded routes, so docs never drift from validation. */
export const buildOpenApiDocument = (
  routes: RegisteredRoute[],
  info: { title: string; version: string },
) => {
  // biome-ignore lint/suspicious/noExplicitAny: zod-openapi's path object is deeply generic
  const paths: Record<string, Record<string, any>> = {};
  for (const { method, path, spec } of routes) {
    const key = toOpenApiPath(path);
    paths[key] ??= {};
    paths[key][method] = operationOf(spec);
  }
  return createDocument({
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearerAuth: securitySchemes.bearerAuth } },
    security: [{ bearerAuth: [] }],
  });
};

/** The routes one router registered, and what they have in common on the wire. */
export type ApiAudience = {
  /** Tag of the routes whose spec names none; groups the audience in the document. */
  tag: string;
  description: string;
  routes: RegisteredRoute[];
  /** How callers authenticate (`[]`: anonymous). */
  security: SecurityRequirement[];
};

/** Every router's route registry: what the OpenAPI documents describe (see app.ts). */
export type RouteCatalogue = {
  management: RegisteredRoute[];
  experience: RegisteredRoute[];
  me: RegisteredRoute[];
  public: RegisteredRoute[];
  userAssets: RegisteredRoute[];
  account: RegisteredRoute[];
};

export const createRouteCatalogue = (): RouteCatalogue => ({
  management: [],
  experience: [],
  me: [],
  public: [],
  userAssets: [],
  account: [],
});

/** The catalogue as audiences, in the order the combined document lists them. */
export const audiencesOf = (catalogue: RouteCatalogue): ApiAudience[] => [
  {
    tag: 'Management API',
    description:
      'Bearer JWT for `https://{tenantId}.logto.app/api` with scope `all` (machine-to-machine or console user).',
    routes: catalogue.management,
    security: [{ bearerAuth: [] }],
  },
  {
    tag: 'Experience',
    description:
      'The anonymous sign-in API of the hosted sign-in page, bound to the OIDC interaction by its cookie.',
    routes: catalogue.experience,
    security: [{ interactionCookie: [] }],
  },
  {
    tag: 'Me (admin port)',
    description:
      "The console user's own account, on the admin port only: bearer JWT for `https://admin.logto.app/me` with scope `all`, user tokens only.",
    routes: catalogue.me,
    security: [{ bearerAuth: [] }],
  },
  {
    tag: 'Public',
    description:
      'Anonymous: health, these documents, endpoint discovery and console configuration.',
    routes: catalogue.public,
    security: [],
  },
  {
    tag: 'User assets',
    description: 'Anonymous reads of uploaded files, so that `<img>` tags can show avatars.',
    routes: catalogue.userAssets,
    security: [],
  },
  {
    tag: 'Account API',
    description:
      "A user's own account (`/api/my-account/*`, `/api/verifications/*`): bearer access token this tenant issued to the user, with `openid`; sensitive changes need `logto-verification-id`.",
    routes: catalogue.account,
    security: [{ bearerAuth: [] }],
  },
];

const oidcNote =
  'Routes under `/oidc/*` (authorization, token, userinfo, JWKS, session end, …) are answered by ' +
  'the OpenID Connect provider and described by its discovery document, ' +
  '`/oidc/.well-known/openid-configuration`, not here.';

/**
 * One document over several audiences (routers): each operation carries its audience's security
 * requirement and, when its spec names no tag, the audience's tag; `x-tagGroups` groups the tags
 * by audience for viewers that understand it.
 */
export const buildAudiencesDocument = (
  audiences: ApiAudience[],
  info: { title: string; version: string; description: string },
) => {
  // biome-ignore lint/suspicious/noExplicitAny: zod-openapi's path object is deeply generic
  const paths: Record<string, Record<string, any>> = {};
  const tagGroups: { name: string; tags: string[] }[] = [];
  for (const audience of audiences) {
    const tags = new Set<string>();
    for (const { method, path, spec } of audience.routes) {
      const operationTags = spec.tags ?? [audience.tag];
      for (const tag of operationTags) tags.add(tag);
      const key = toOpenApiPath(path);
      paths[key] ??= {};
      paths[key][method] = operationOf(spec, { tags: operationTags, security: audience.security });
    }
    tagGroups.push({ name: audience.tag, tags: [...tags] });
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      ...info,
      description: [
        info.description,
        ...audiences.map(({ tag, description }) => `- **${tag}**: ${description}`),
        '',
        oidcNote,
      ].join('\n'),
    },
    paths,
    components: { securitySchemes: { ...securitySchemes } },
    'x-tagGroups': tagGroups,
  });
};
