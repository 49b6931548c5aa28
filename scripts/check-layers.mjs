#!/usr/bin/env node
// Layer check: which parts of the repo may import which. Run as `node scripts/check-layers.mjs
// [root]` (root defaults to the repo); prints one `file:line imports 'spec' (rule: …)` line per
// violation and exits 1 when there is any. Type-only imports count: a type import still couples
// the layers, and a rule that tolerates them says so with `typeOnlyAllowed: true`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The rules, as data. Paths are repo-relative globs: `*` is one path segment, `**` any depth,
 * `:name` one segment captured from `files`, and `!:name` in `forbid` one segment other than the
 * captured one. An import whose target (resolved relative path or workspace package) matches a
 * `forbid` glob, from a file matching `files`, is a violation.
 */
export const rules = [
  {
    name: 'the data layer imports no HTTP or higher code',
    files: ['apps/server/src/db/**', 'apps/server/src/queries/**'],
    forbid: [
      'apps/server/src/http/**',
      'apps/server/src/management/**',
      'apps/server/src/routers/**',
      'apps/server/src/experience/**',
      'apps/server/src/services/**',
      'apps/server/src/oidc/**',
    ],
  },
  {
    name: 'services raise domain errors and import no HTTP code',
    files: ['apps/server/src/services/**'],
    forbid: [
      'apps/server/src/http/**',
      'apps/server/src/management/**',
      'apps/server/src/routers/**',
      'apps/server/src/experience/**',
    ],
  },
  {
    name: 'response mappers (row → wire) import no HTTP, area or router code',
    files: ['apps/server/src/responses/**'],
    forbid: [
      'apps/server/src/http/**',
      'apps/server/src/management/**',
      'apps/server/src/routers/**',
      'apps/server/src/experience/**',
    ],
  },
  {
    name: 'a management area imports no other area and no router',
    files: ['apps/server/src/management/:area/**'],
    forbid: ['apps/server/src/management/!:area/**', 'apps/server/src/routers/**'],
  },
  {
    name: 'the console imports neither the server nor the sign-in app',
    files: ['apps/console/**'],
    forbid: ['apps/server/**', 'apps/sign-in/**'],
  },
  {
    name: 'the sign-in app imports neither the server nor the console',
    files: ['apps/sign-in/**'],
    forbid: ['apps/server/**', 'apps/console/**'],
  },
  {
    name: 'schemas import neither phrases nor apps',
    files: ['packages/schemas/**'],
    forbid: ['packages/phrases/**', 'apps/**'],
  },
  {
    name: 'phrases import no app',
    files: ['packages/phrases/**'],
    forbid: ['apps/**'],
  },
];

const sourceExtensions = /\.(?:[cm]?[jt]sx?)$/;
const skippedDirectories = new Set(['node_modules', 'dist', 'build', 'coverage', '.git']);
const workspaceGlobs = ['packages', 'apps', 'tests'];

/** Replaces comments by spaces (newlines kept, so line numbers hold); strings stay as they are. */
export const stripComments = (source) => {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== char) {
        if (source[j] === '\\') j++;
        else if (char !== '`' && source[j] === '\n') break;
        j++;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += char;
      i++;
    }
  }
  return out;
};

// `import … from 'x'`, `import type … from 'x'`, `export … from 'x'`, `export type … from 'x'`:
// the clause between keyword and `from` holds only names, braces, commas, `*` and whitespace.
const fromClause = /^[ \t]*(import|export)\s+(type\s+)?[\w$*{}\s,]*?\bfrom\s*(['"])([^'"\n]+)\3/gm;
const sideEffectImport = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
// `import('x')` and the type query `typeof import('x')`.
const dynamicImport = /\bimport\s*\(\s*(['"`])([^'"`\n$]+)\1\s*\)/g;

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Every module specifier a source file names, with its line and whether it is type-only. */
export const importsOf = (source) => {
  const text = stripComments(source);
  const found = [];
  for (const match of text.matchAll(fromClause)) {
    const clause = match[0];
    const typeOnly =
      Boolean(match[2]) ||
      // `import { type A, type B } from` imports types only as well.
      (/^\s*import\s*\{/.test(clause) &&
        clause
          .slice(clause.indexOf('{') + 1, clause.indexOf('}'))
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith('type ')));
    const start = match.index + match[0].search(/\S/);
    found.push({ spec: match[4], line: lineAt(text, start), typeOnly });
  }
  for (const match of text.matchAll(sideEffectImport)) {
    const start = match.index + match[0].search(/\S/);
    found.push({ spec: match[2], line: lineAt(text, start), typeOnly: false });
  }
  for (const match of text.matchAll(dynamicImport)) {
    const typeOnly = /\btypeof\s*$/.test(text.slice(Math.max(0, match.index - 20), match.index));
    found.push({ spec: match[2], line: lineAt(text, match.index), typeOnly });
  }
  return found.sort((a, b) => a.line - b.line);
};

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A glob as a regular expression; `captured` fills `!:name` segments of a `forbid` glob. */
const globToRegExp = (glob, captured = {}) => {
  let pattern = '';
  for (const [index, segment] of glob.split('/').entries()) {
    const slash = index === 0 ? '' : '/';
    if (segment === '**') pattern += `(?:${slash}.*)?`;
    else if (segment === '*') pattern += `${slash}[^/]+`;
    else if (segment.startsWith('!:')) {
      const other = captured[segment.slice(2)];
      pattern += `${slash}(?!${escapeRegExp(other ?? '')}(?:/|$))[^/]+`;
    } else if (segment.startsWith(':')) pattern += `${slash}(?<${segment.slice(1)}>[^/]+)`;
    else pattern += slash + escapeRegExp(segment);
  }
  return new RegExp(`^${pattern}$`);
};

/** The directory a glob's files live under: its segments before the first wildcard. */
const baseOf = (glob) => {
  const segments = [];
  for (const segment of glob.split('/')) {
    if (segment.includes('*') || segment.startsWith(':') || segment.startsWith('!')) break;
    segments.push(segment);
  }
  return segments.join('/');
};

const walk = (root, directory, out) => {
  const absolute = path.join(root, directory);
  if (!existsSync(absolute)) return out;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = directory ? `${directory}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) walk(root, relative, out);
    } else if (sourceExtensions.test(entry.name)) {
      out.add(relative);
    }
  }
  return out;
};

/** Workspace package names mapped to their directories, e.g. `@gatehouse/phrases → packages/phrases`. */
const workspacePackages = (root) => {
  const packages = new Map();
  for (const parent of workspaceGlobs) {
    const absolute = path.join(root, parent);
    if (!existsSync(absolute)) continue;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const manifest = path.join(absolute, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (name) packages.set(name, { directory: `${parent}/${entry.name}`, exports });
    }
  }
  return packages;
};

/** A package subpath through its `exports` map when it has a plain or `./*` entry. */
const exportTarget = (exports, subpath) => {
  if (!exports || typeof exports !== 'object') return subpath;
  const exact = exports[subpath];
  if (typeof exact === 'string') return exact;
  for (const [key, target] of Object.entries(exports)) {
    if (!key.includes('*') || typeof target !== 'string') continue;
    const [prefix, suffix] = key.split('*');
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      const star = subpath.slice(prefix.length, subpath.length - suffix.length);
      return target.replace('*', star);
    }
  }
  return subpath;
};

/** The repo-relative path an import points at, or undefined for third-party packages. */
const resolveTarget = (file, spec, packages) => {
  if (spec.startsWith('.') || spec.startsWith('/')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  }
  for (const [name, { directory, exports }] of packages) {
    if (spec === name || spec.startsWith(`${name}/`)) {
      const subpath = `.${spec.slice(name.length)}`;
      return path.posix.normalize(path.posix.join(directory, exportTarget(exports, subpath)));
    }
  }
  return undefined;
};

/** Every violation under `root`, in file order. */
export const checkLayers = (root, ruleSet = rules) => {
  const packages = workspacePackages(root);
  const files = new Set();
  for (const rule of ruleSet) for (const glob of rule.files) walk(root, baseOf(glob), files);
  const violations = [];
  for (const file of [...files].sort()) {
    const matching = ruleSet.flatMap((rule) => {
      const match = rule.files.map((glob) => globToRegExp(glob).exec(file)).find(Boolean);
      return match ? [{ rule, captured: match.groups ?? {} }] : [];
    });
    if (matching.length === 0) continue;
    const imports = importsOf(readFileSync(path.join(root, file), 'utf8'));
    for (const { spec, line, typeOnly } of imports) {
      const target = resolveTarget(file, spec, packages);
      if (target === undefined) continue;
      for (const { rule, captured } of matching) {
        if (typeOnly && rule.typeOnlyAllowed) continue;
        if (rule.forbid.some((glob) => globToRegExp(glob, captured).test(target))) {
          violations.push({ file, line, spec, rule: rule.name });
        }
      }
    }
  }
  return violations;
};

export const formatViolation = ({ file, line, spec, rule }) =>
  `${file}:${line} imports '${spec}' (rule: ${rule})`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const violations = checkLayers(root);
  for (const violation of violations) console.log(formatViolation(violation));
  if (violations.length > 0) {
    console.log(`\n${violations.length} layer violation(s).`);
    process.exit(1);
  }
  console.log('Layers: no violation.');
}
