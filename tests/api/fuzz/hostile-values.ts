import type { Random } from './prng.ts';

/** JSON text spliced into a body as is: what `JSON.stringify` cannot write (1e309, 5,000 levels). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A body as JSON text, with RawJson values spliced in. */
export const toJsonText = (value: unknown): string => {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `__raw_${raws.length - 1}__`;
    }
    return item;
  });
  return (text ?? '').replace(/"__raw_(\d+)__"/g, (_match, index: string) => raws[Number(index)]!);
};

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

export type Hostile = { label: string; value: () => unknown };

/** Values a body property may be replaced with: wrong types, odd strings, extreme sizes. */
export const hostileJsonValues: Hostile[] = [
  { label: 'NUL in a string', value: () => 'fuzz\u0000nul' },
  { label: 'only NUL', value: () => '\u0000' },
  { label: 'control characters', value: () => '\u0001\u0008\u001b[31m\u007f' },
  { label: 'lone surrogate', value: () => 'fuzz\ud800' },
  { label: '100k string', value: () => 'x'.repeat(100_000) },
  { label: 'empty string', value: () => '' },
  { label: 'whitespace', value: () => ' \t\n ' },
  { label: 'bad date', value: () => '2020-13-45' },
  { label: 'huge number string', value: () => '99999999999999999999' },
  { label: '1e309', value: () => new RawJson('1e309') },
  { label: '-1e309', value: () => new RawJson('-1e309') },
  { label: '99999999999999999999', value: () => new RawJson('99999999999999999999') },
  { label: 'negative', value: () => -1 },
  { label: 'fraction', value: () => 0.5 },
  { label: 'MAX_SAFE_INTEGER + 2', value: () => 2 ** 53 + 2 },
  { label: 'true', value: () => true },
  { label: 'null', value: () => null },
  { label: 'empty array', value: () => [] },
  { label: 'array of NUL strings', value: () => ['ok', 'a\u0000'] },
  { label: 'empty object', value: () => ({}) },
  { label: 'object with a NUL key', value: () => ({ 'k\u0000': 'v' }) },
  { label: 'object with NUL value', value: () => ({ key: 'v\u0000' }) },
  { label: '__proto__ key', value: () => new RawJson('{"__proto__":{"polluted":true}}') },
  { label: 'nested 5,000 deep (arrays)', value: () => deepArray(5000) },
  { label: 'nested 5,000 deep (objects)', value: () => deepObject(5000) },
  { label: 'nested 65 deep', value: () => deepObject(65) },
  { label: 'SQL text', value: () => "'; drop table users; --" },
  { label: 'unicode', value: () => '𝔘ñí©ødé ☃ \u202e' },
];

/** Values a query parameter may carry, URL-encoded (`null`: the key twice, an array). */
export const hostileQueryValues: Hostile[] = [
  { label: 'NUL', value: () => 'a%00b' },
  { label: 'control characters', value: () => '%01%1F' },
  { label: 'lone surrogate', value: () => '%ED%A0%80' },
  { label: 'invalid percent-encoding', value: () => '%ff%' },
  { label: '8k string', value: () => 'q'.repeat(8_000) },
  { label: 'empty', value: () => '' },
  { label: 'huge integer', value: () => '99999999999999999999' },
  { label: '1e309', value: () => '1e309' },
  { label: 'negative', value: () => '-1' },
  { label: 'fraction', value: () => '0.5' },
  { label: 'bad date', value: () => '2020-13-45' },
  { label: 'word', value: () => 'true' },
  { label: 'repeated key', value: () => null },
];

/** Path segments standing in for a real id. Returned already URL-encoded. */
export const hostilePathSegments: Hostile[] = [
  { label: 'NUL', value: () => 'id%00x' },
  { label: 'only NUL', value: () => '%00' },
  { label: 'control character', value: () => 'id%01%1F' },
  { label: 'lone surrogate', value: () => '%ED%A0%80' },
  { label: 'invalid percent-encoding', value: () => '%ff' },
  { label: '8k id', value: () => 'i'.repeat(8_000) },
  { label: 'unknown id', value: () => 'doesnotexist1' },
  { label: 'encoded slash', value: () => 'a%2Fb' },
  { label: 'dot dot', value: () => '..%2F..' },
  { label: 'huge number', value: () => '99999999999999999999' },
  { label: 'unicode', value: () => encodeURIComponent('ïd☃') },
  { label: 'SQL text', value: () => encodeURIComponent("' or 1=1 --") },
];

/** Picks `count` hostiles, always including the first (NUL, the one that hit most routes). */
export const someHostiles = (hostiles: Hostile[], random: Random, count: number) => [
  hostiles[0]!,
  ...random.sample(hostiles.slice(1), count - 1),
];
