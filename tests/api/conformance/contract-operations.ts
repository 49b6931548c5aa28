import { readFileSync } from 'node:fs';
import path from 'node:path';
import snapshot from './contract-snapshot.json' with { type: 'json' };

/**
 * The operations of the wire contract (`contract/endpoints.md`), read from its one-line-per-
 * operation list: `- \`METHOD /path\` …`. Only the OpenAPI sections (before the dev-feature,
 * legacy-interaction and OIDC sections) count, as the contract's "359 OpenAPI operations".
 */
const contractFile = path.resolve(import.meta.dirname, '../../../../shared/contract/endpoints.md');
const oidcFile = path.resolve(import.meta.dirname, '../../../../shared/contract/oidc.md');
const lastOpenApiSection = '## Dev-feature-only routes';

export type Operation = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** The operations as `../shared/contract/endpoints.md` lists them now (needs the file). */
export const readLiveContractOperations = (): Operation[] => {
  const text = readFileSync(contractFile, 'utf8');
  const openApiPart = text.slice(0, text.indexOf(lastOpenApiSection));
  const operations: Operation[] = [];
  for (const match of openApiPart.matchAll(/^- `([A-Z|]+) (\/[^`\s]*)`/gm)) {
    for (const method of match[1]!.split('|'))
      operations.push(`${method} ${match[2]}` as Operation);
  }
  return operations;
};

/**
 * The 5xx statuses the contract documents per operation (its `· e: …` list, e.g. a 501 when no
 * connector can send a code), for the operations of the OpenAPI part that document any. The fuzz
 * accepts those answers and no other 5xx.
 */
export const readLiveContractServerErrors = (): Record<string, number[]> => {
  const text = readFileSync(contractFile, 'utf8');
  const openApiPart = text.slice(0, text.indexOf(lastOpenApiSection));
  const documented: Record<string, number[]> = {};
  for (const match of openApiPart.matchAll(/^- `([A-Z|]+) (\/[^`\s]*)`.*· e: ([\d ]+)$/gm)) {
    const statuses = match[3]!
      .trim()
      .split(/\s+/)
      .map(Number)
      .filter((status) => status >= 500);
    if (statuses.length === 0) continue;
    for (const method of match[1]!.split('|')) documented[`${method} ${match[2]}`] = statuses;
  }
  return documented;
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

/**
 * A list value of the discovery document as contract/oidc.md states it, e.g.
 * `scopes_supported: openid, offline_access, ….` → `['openid', 'offline_access', …]`.
 */
/** A discovery list as `../shared/contract/oidc.md` states it now (needs the file). */
export const readLiveContractDiscoveryList = (field: string): string[] => {
  const text = readFileSync(oidcFile, 'utf8');
  const match = new RegExp(`\\b${field}: ([^\\n]*?)\\.(?:\\s|$)`).exec(text);
  if (!match) throw new Error(`contract/oidc.md states no ${field}`);
  return match[1]!.split(',').map((item) => item.trim());
};

/**
 * The contract's facts the suite checks against, recorded in the repository
 * (`contract-snapshot.json`) so that a checkout without `../shared/contract` (a CI clone) runs
 * every check too; `contract-snapshot.test.ts` compares the record with the contract when it is
 * there. Re-record: `npx tsx tests/api/conformance/record-contract-snapshot.ts`.
 */
// Copies: test files share one module cache (isolate: false), so a caller sorting the list in
// place would change the record every later file reads.
export const readContractOperations = (): Operation[] => [...snapshot.operations] as Operation[];

export const readContractDiscoveryList = (
  field: 'scopes_supported' | 'grant_types_supported',
): string[] => [...snapshot.discovery[field]];

/** The 5xx statuses the contract documents for one operation (`METHOD /path`), if any. */
export const readContractServerErrors = (operation: string): number[] => [
  ...((snapshot.serverErrors as Record<string, number[]>)[operation] ?? []),
];
