import { createDocument } from 'zod-openapi';
import type { RegisteredRoute } from './guard.ts';

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const describeStatus = (status: number) =>
  status >= 400 ? 'Error: `{ code, message, data? }`' : status === 204 ? 'No content' : 'Success';

/** Builds the OpenAPI 3.1 document from the guarded routes, so docs never drift from validation. */
export const buildOpenApiDocument = (
  routes: RegisteredRoute[],
  info: { title: string; version: string },
) => {
  // biome-ignore lint/suspicious/noExplicitAny: zod-openapi's path object is deeply generic
  const paths: Record<string, Record<string, any>> = {};
  for (const { method, path, spec } of routes) {
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
    const key = toOpenApiPath(path);
    paths[key] ??= {};
    paths[key][method] = {
      ...(spec.summary ? { summary: spec.summary } : {}),
      ...(spec.tags ? { tags: spec.tags } : {}),
      requestParams: {
        ...(spec.params ? { path: spec.params } : {}),
        ...(spec.query ? { query: spec.query } : {}),
      },
      ...(spec.body
        ? { requestBody: { content: { 'application/json': { schema: spec.body } } } }
        : {}),
      responses,
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearerAuth: [] }],
  });
};
