import type { Database } from '@gatehouse/server/src/db/client.ts';
import { readContractServerErrors } from '../conformance/contract-operations.ts';
import type { FuzzCase, Operation } from './openapi-cases.ts';
import { changedTables, storedState, tablesOfPath } from './stored-state.ts';

/** Where and as whom an operation's cases are sent, and which tenant's rows they may touch. */
export type Target = { origin: string; headers: Record<string, string>; tenantId: string };

export type Findings = {
  /** Cases answered with a 5xx: `METHOD /path [case] → status body`. */
  serverErrors: string[];
  /** Failed writes (4xx) after which a stored table differed. */
  storedChanges: string[];
  /** Answers that show a stack trace, a source path or database internals. */
  leaks: string[];
  requests: number;
  /** Milliseconds spent comparing stored state (reported, to keep the run's budget visible). */
  stateCheckMs: number;
};

export const emptyFindings = (): Findings => ({
  serverErrors: [],
  storedChanges: [],
  leaks: [],
  requests: 0,
  stateCheckMs: 0,
});

const describeCase = (operation: Operation, fuzzCase: FuzzCase) =>
  `${operation.method} ${operation.path} [${fuzzCase.label}]`;

/** The answer's status and body; status 0 when no readable answer came (reported as a fault). */
const send = async (target: Target, fuzzCase: FuzzCase) => {
  try {
    const response = await fetch(`${target.origin}${fuzzCase.url}`, {
      method: fuzzCase.method,
      headers: {
        ...target.headers,
        ...(fuzzCase.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: fuzzCase.body,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: 0,
      text: `no answer: ${cause?.code ?? ''} ${cause?.message ?? String(error)}`,
    };
  }
};

/** An error body (`{ code, message }`), as the server answers a condition it recognised. */
const isErrorBody = (text: string) => {
  try {
    return typeof (JSON.parse(text) as { code?: unknown }).code === 'string';
  } catch {
    return false;
  }
};

/**
 * A 5xx the contract documents for this operation (e.g. 501 `connector.not_found` when no
 * connector can send a code) is the contract's answer, not a fault, when it comes as an error
 * body. A 500 never is: the contract's 500s are a provider failing, which the fuzz never reaches.
 */
const isDocumentedServerError = (operation: Operation, status: number, text: string) =>
  status !== 500 &&
  readContractServerErrors(`${operation.method} ${operation.path}`).includes(status) &&
  isErrorBody(text);

const recordServerError = (
  findings: Findings,
  operation: Operation,
  fuzzCase: FuzzCase,
  { status, text }: { status: number; text: string },
) => {
  if (status !== 0 && status < 500) return;
  if (isDocumentedServerError(operation, status, text)) return;
  findings.serverErrors.push(
    `${describeCase(operation, fuzzCase)} → ${status} ${text.slice(0, 200)}`,
  );
};

/**
 * What an answer must never show whatever the input: stack frames, source or dependency paths,
 * and the database's own words (its error texts, statements, relation or column names).
 */
const leakPatterns = [
  /\bat [\w.<>$]+ \(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/,
  /node_modules|apps\/server\/src|\.ts:\d+:\d+/,
  /syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint/i,
  /duplicate key value|\brelation "\w+"|\bcolumn "\w+"|\bselect\b[^"]{1,200}\bfrom "/i,
  /PGlite|drizzle|DrizzleQueryError|PostgresError/i,
];

const recordLeak = (
  findings: Findings,
  operation: Operation,
  fuzzCase: FuzzCase,
  { status, text }: { status: number; text: string },
) => {
  const pattern = leakPatterns.find((leak) => leak.test(text));
  if (pattern)
    findings.leaks.push(
      `${describeCase(operation, fuzzCase)} → ${status} matches ${pattern}: ${text.slice(0, 200)}`,
    );
};

/** Reads change nothing: their cases go out a few at a time. */
const readConcurrency = 4;

/**
 * Sends an operation's cases and records any 5xx (or no answer). Writes go one at a time: after
 * every failed write (4xx), the tenant's stored tables are compared with their state before it.
 */
export const runCases = async (
  db: Database,
  operation: Operation,
  cases: FuzzCase[],
  target: Target,
  findings: Findings,
  /** Sees every case's answer, for checks of the statuses themselves. */
  onAnswer?: (fuzzCase: FuzzCase, answer: { status: number; text: string }) => void,
) => {
  if (operation.method === 'GET') {
    for (let index = 0; index < cases.length; index += readConcurrency) {
      const batch = cases.slice(index, index + readConcurrency);
      const answers = await Promise.all(batch.map((fuzzCase) => send(target, fuzzCase)));
      answers.forEach((answer, position) => {
        recordServerError(findings, operation, batch[position]!, answer);
        recordLeak(findings, operation, batch[position]!, answer);
        onAnswer?.(batch[position]!, answer);
      });
      findings.requests += batch.length;
    }
    return;
  }
  const tables = tablesOfPath(operation.path);
  let before = await storedState(db, target.tenantId, tables);
  for (const fuzzCase of cases) {
    const { status, text } = await send(target, fuzzCase);
    findings.requests++;
    recordServerError(findings, operation, fuzzCase, { status, text });
    recordLeak(findings, operation, fuzzCase, { status, text });
    onAnswer?.(fuzzCase, { status, text });
    const started = performance.now();
    const after = await storedState(db, target.tenantId, tables);
    findings.stateCheckMs += performance.now() - started;
    const changed = changedTables(before, after);
    if (status >= 400 && status < 500 && changed.length > 0)
      findings.storedChanges.push(
        `${describeCase(operation, fuzzCase)} → ${status} yet changed ${changed.join(', ')}`,
      );
    before = after;
  }
};
