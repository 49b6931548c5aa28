import {
  type Hostile,
  hostileJsonValues,
  hostilePathSegments,
  hostileQueryValues,
  RawJson,
  someHostiles,
  toJsonText,
} from './hostile-values.ts';
import { type JsonSchema, objectSchemaOf, sampleValue } from './json-schema.ts';
import type { Random } from './prng.ts';

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OperationObject = {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OperationObject>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/roles/{id}`. */
  path: string;
  tags: string[];
  security: string[];
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
};

export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      tags: operation.tags ?? [],
      security: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
      pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
      queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );

export type FuzzCase = {
  label: string;
  method: Operation['method'];
  /** Path and query, URL-encoded, ready to append to an origin. */
  url: string;
  /** JSON text (sent as application/json), if any. */
  body?: string;
};

/** A real id for a path parameter (from fixtures), or undefined to use a schema sample. */
export type RealParameter = (operation: Operation, name: string) => string | undefined;

export type CaseOptions = {
  random: Random;
  realParameter: RealParameter;
  /** The server's BODY_LIMIT: one case sends a body just over it. */
  bodyLimit: number;
};

const isWrite = (operation: Operation) => operation.method !== 'GET';

/**
 * Every case for one operation: a valid request (not for DELETE, which would delete a fixture),
 * each path parameter replaced by a hostile segment, each query parameter by a hostile value,
 * and for bodies: wrong whole-body types, malformed/deep/oversized JSON, each required field
 * missing, and each property (and one nested property) replaced by hostile values. Which
 * hostiles each slot gets is drawn from `random`; NUL is always among them.
 */
export const casesFor = (operation: Operation, options: CaseOptions): FuzzCase[] => {
  const { random, realParameter, bodyLimit } = options;
  const segment = (parameter: Parameter) =>
    encodeURIComponent(
      realParameter(operation, parameter.name) ??
        String(sampleValue(parameter.schema ?? {}, random, parameter.name)),
    );
  const realSegments = Object.fromEntries(
    operation.pathParams.map((parameter) => [parameter.name, segment(parameter)]),
  );
  // A DELETE keeps the fixtures: its non-path cases name an unknown last path parameter.
  const lastParam = operation.pathParams.at(-1)?.name;
  const safeSegments =
    operation.method === 'DELETE' && lastParam
      ? { ...realSegments, [lastParam]: 'doesnotexist1' }
      : realSegments;
  const baseQuery = operation.queryParams
    .filter((parameter) => parameter.required)
    .map(
      (parameter) =>
        [
          parameter.name,
          encodeURIComponent(String(sampleValue(parameter.schema ?? {}, random, parameter.name))),
        ] as const,
    );
  const bodySchema = operation.body;
  const objectSchema = objectSchemaOf(bodySchema);
  const baseBody = bodySchema ? sampleValue(bodySchema, random) : undefined;

  const urlOf = (segments: Record<string, string>, query: (readonly [string, string | null])[]) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => segments[name]!);
    const search = query
      .flatMap(([key, value]) => (value === null ? [`${key}=a`, `${key}=b`] : [`${key}=${value}`]))
      .join('&');
    return search ? `${path}?${search}` : path;
  };
  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    {
      segments = safeSegments,
      query = baseQuery,
      body = baseBody === undefined ? undefined : toJsonText(baseBody),
    }: {
      segments?: Record<string, string>;
      query?: (readonly [string, string | null])[];
      body?: string;
    } = {},
  ) => cases.push({ label, method: operation.method, url: urlOf(segments, query), body });

  if (operation.method !== 'DELETE') add('valid request', { segments: realSegments });

  for (const parameter of operation.pathParams)
    for (const hostile of someHostiles(hostilePathSegments, random, 3))
      add(`path ${parameter.name}: ${hostile.label}`, {
        segments: { ...safeSegments, [parameter.name]: hostile.value() as string },
      });

  for (const parameter of operation.queryParams)
    for (const hostile of someHostiles(hostileQueryValues, random, 3))
      add(`query ${parameter.name}: ${hostile.label}`, {
        query: [
          ...baseQuery.filter(([key]) => key !== parameter.name),
          [parameter.name, hostile.value() as string | null],
        ],
      });

  if (!bodySchema) return cases;
  const wholeBodies: [string, string][] = [
    ['body: array', '[]'],
    ['body: string', '"text"'],
    ['body: number', '1'],
    ['body: null', 'null'],
    ['body: malformed JSON', '{"a":'],
    ['body: 1e309', '1e309'],
    ['body: nested 5,000 deep', toJsonText(new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`))],
    ['body: over BODY_LIMIT', toJsonText({ filler: 'x'.repeat(bodyLimit) })],
  ];
  for (const [label, body] of wholeBodies) add(label, { body });

  const base = (baseBody ?? {}) as Record<string, unknown>;
  for (const key of objectSchema?.required ?? []) {
    const { [key]: _dropped, ...rest } = base;
    add(`body: missing ${key}`, { body: toJsonText(rest) });
  }
  const withValue = (path: string[], hostile: Hostile) => {
    const copy = structuredClone(base);
    let target: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
      target = target[key] as Record<string, unknown>;
    }
    target[path.at(-1)!] = hostile.value();
    return toJsonText(copy);
  };
  for (const [key, property] of Object.entries(objectSchema?.properties ?? {})) {
    for (const hostile of someHostiles(hostileJsonValues, random, 3))
      add(`body ${key}: ${hostile.label}`, { body: withValue([key], hostile) });
    const nested = Object.keys(objectSchemaOf(property)?.properties ?? {});
    if (nested.length > 0) {
      const inner = random.pick(nested);
      for (const hostile of someHostiles(hostileJsonValues, random, 2))
        add(`body ${key}.${inner}: ${hostile.label}`, { body: withValue([key, inner], hostile) });
    }
  }
  return cases;
};

export { isWrite };
