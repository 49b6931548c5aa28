import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allConsolePhraseKeys, startPhraseKeys } from '../i18n/console-phrases.ts';
import { profilePhrases, sectionPhrases } from './section-phrases.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file);

/** The files of a folder and every console module they import, followed through imports. */
const reachableFiles = (folder: string) => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/from\s*'(\.[^']+)'/g)) {
      if (spec) visit(path.resolve(path.dirname(file), spec));
    }
    for (const [, spec] of code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
      if (spec) visit(path.resolve(path.dirname(file), spec));
    }
  };
  const start = path.join(srcDir, folder);
  for (const entry of fs.readdirSync(start, { recursive: true, encoding: 'utf8' })) {
    if (isSource(entry)) visit(path.join(start, entry));
  }
  return [...seen];
};

/** Phrase parts a set of files names in keys (`'users.title'`, `` `users.${x}` ``). */
const partsUsed = (files: readonly string[]) => {
  const used = new Set<string>();
  for (const file of files) {
    // Comments may mention keys or field paths (`profile.locale`) without using a phrase.
    const code = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const key of allConsolePhraseKeys) {
      if (new RegExp(`['\`"]${key}\\.`).test(code)) used.add(key);
    }
  }
  return used;
};

const missingParts = (folder: string, declared: readonly string[]) => {
  const allowed = new Set<string>([...startPhraseKeys, ...declared]);
  return [...partsUsed(reachableFiles(folder))].filter((key) => !allowed.has(key)).sort();
};

describe('phrases loaded with each section', () => {
  it.each(Object.entries(sectionPhrases))('%s loads every part its pages use', (folder, keys) => {
    expect(missingParts(path.join('sections', folder), keys)).toEqual([]);
  });

  it('the profile pages load every part they use', () => {
    expect(missingParts('profile', profilePhrases)).toEqual([]);
  });

  it('lists only parts that exist', () => {
    for (const keys of [...Object.values(sectionPhrases), profilePhrases]) {
      for (const key of keys) expect(allConsolePhraseKeys).toContain(key);
    }
  });
});
