import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Loads Mantine's stylesheets per component instead of the whole `@mantine/core/styles.css`
 * (36 KB gzip, most of it for components the first page never shows).
 *
 * Every module that imports from `@mantine/core` (the console's own and other Mantine packages')
 * gets, before its code, the imports of the stylesheets of the components it names and of every
 * component those use inside (Select → Combobox, Popover, Input, …: found by following Mantine's
 * own ES modules to their `*.module.mjs` class maps, one per stylesheet). A page therefore loads
 * the styles of exactly the components its code can render, and no section can forget one.
 * The imports follow the order of `styles.css`, where a component comes after those it builds on.
 * A namespace import (`import * as M`) cannot be traced and fails the build.
 */

const mantineImport =
  /(?:import|export)\s*(\*\s*as\s*\w+|\{([^}]*)\})\s*from\s*["']@mantine\/core["']/g;

const resolveCoreDir = (root: string) =>
  path.resolve(
    path.dirname(createRequire(path.join(root, 'package.json')).resolve('@mantine/core')),
    '..',
  );

const createStyleIndex = (coreDir: string) => {
  const esmDir = path.join(coreDir, 'esm');
  // Exported name → the module defining it, from the import lines of esm/index.mjs.
  const exportFile = new Map<string, string>();
  const index = fs.readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  for (const [, names = '', from = ''] of index.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g,
  )) {
    for (const name of names.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) exportFile.set(local, path.join(esmDir, from));
    }
  }
  // Order of the stylesheets in styles.css: where each one's first class name appears.
  const allStyles = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const styleOrder = new Map<string, number>();
  const stylesheetsOf = new Map<string, string[]>();

  const collect = (file: string, found: Set<string>, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const classMap = /([\w-]+)\.module\.mjs$/.exec(file);
    if (classMap?.[1] && fs.existsSync(path.join(coreDir, 'styles', `${classMap[1]}.css`))) {
      const firstClass = /"(m_[0-9a-f]+)"/.exec(source)?.[1];
      const at = firstClass ? allStyles.indexOf(`.${firstClass}`) : -1;
      styleOrder.set(classMap[1], at < 0 ? Number.MAX_SAFE_INTEGER : at);
      found.add(classMap[1]);
    }
    for (const [, from = ''] of source.matchAll(/from\s*"(\.[^"]+\.mjs)"/g)) {
      collect(path.resolve(path.dirname(file), from), found, seen);
    }
  };

  /** The stylesheets (names in `styles/`) the named exports need, in styles.css order. */
  return (names: readonly string[]) => {
    const found = new Set<string>();
    for (const name of names) {
      const file = exportFile.get(name);
      if (!file) continue; // types and names Mantine does not export from a module
      let cached = stylesheetsOf.get(name);
      if (!cached) {
        const own = new Set<string>();
        collect(file, own, new Set());
        cached = [...own];
        stylesheetsOf.set(name, cached);
      }
      for (const sheet of cached) found.add(sheet);
    }
    return [...found].sort((a, b) => (styleOrder.get(a) ?? 0) - (styleOrder.get(b) ?? 0));
  };
};

export const mantineComponentStyles = (): Plugin => {
  let stylesheetsFor: ReturnType<typeof createStyleIndex>;
  let coreDir: string;
  return {
    name: 'gatehouse:mantine-component-styles',
    enforce: 'post',
    configResolved(config) {
      coreDir = resolveCoreDir(config.root);
      stylesheetsFor = createStyleIndex(coreDir);
    },
    transform(code, id) {
      if (!/\.(m?[jt]sx?)(\?|$)/.test(id) || id.startsWith(coreDir)) return;
      if (!code.includes('@mantine/core')) return;
      const names: string[] = [];
      for (const [, clause, list] of code.matchAll(mantineImport)) {
        if (!list) {
          this.error(`${clause} from '@mantine/core' hides which components are used: name them`);
        }
        for (const entry of list.split(',')) {
          const name = entry
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !entry.trim().startsWith('type ')) names.push(name);
        }
      }
      const sheets = stylesheetsFor(names);
      if (sheets.length === 0) return;
      const imports = sheets.map((sheet) => `import '@mantine/core/styles/${sheet}.css';`);
      // On the first line, so the lines of the module's source map stay where they were.
      return { code: imports.join('') + code, map: null };
    },
  };
};
