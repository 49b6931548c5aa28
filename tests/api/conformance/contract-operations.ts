import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The operations of the wire contract (`contract/endpoints.md`), read from its one-line-per-
 * operation list: `- \`METHOD /path\` …`. Only the OpenAPI sections (before the dev-feature,
 * legacy-interaction and OIDC sections) count, as the contract's "359 OpenAPI operations".
 */
const contractFile = path.resolve(import.meta.dirname, '../../../../shared/contract/endpoints.md');
const lastOpenApiSection = '## Dev-feature-only routes';

export type Operation = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export const readContractOperations = (): Operation[] => {
  const text = readFileSync(contractFile, 'utf8');
  const openApiPart = text.slice(0, text.indexOf(lastOpenApiSection));
  const operations: Operation[] = [];
  for (const match of openApiPart.matchAll(/^- `([A-Z|]+) (\/[^`\s]*)`/gm)) {
    for (const method of match[1]!.split('|'))
      operations.push(`${method} ${match[2]}` as Operation);
  }
  return operations;
};

export const contractIsReadable = () => {
  try {
    readFileSync(contractFile);
    return true;
  } catch {
    return false;
  }
};

/** Operations of an OpenAPI document as `METHOD /path`. */
export const operationsOf = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths).flatMap(([route, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${route}` as Operation),
  );
