import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  lookUpPhrase,
  mergePhraseTrees,
  type PhraseTree,
} from './phrase-tree.ts';

describe('phrase trees', () => {
  it('finds a phrase by dotted key, also under a key that holds dots itself', () => {
    const tree: PhraseTree = { a: { b: 'B', 'c.d': 'CD' } };
    expect(lookUpPhrase(tree, 'a.b')).toBe('B');
    expect(lookUpPhrase(tree, 'a.c.d')).toBe('CD');
    expect(lookUpPhrase(tree, 'a')).toBeUndefined();
    expect(lookUpPhrase(tree, 'a.b.c')).toBeUndefined();
    expect(lookUpPhrase(undefined, 'a.b')).toBeUndefined();
  });

  it('lays one tree over another without changing the one laid', () => {
    const source: PhraseTree = { a: { b: 'B' } };
    const target = mergePhraseTrees({}, source);
    mergePhraseTrees(target, { a: { b: 'Custom', c: 'C' } });
    expect(target).toEqual({ a: { b: 'Custom', c: 'C' } });
    expect(source).toEqual({ a: { b: 'B' } });
  });

  it('keeps what is there when asked not to overwrite (a fallback layer)', () => {
    const target = mergePhraseTrees({}, { a: { b: 'Mine' } });
    mergePhraseTrees(target, { a: { b: 'Fallback', c: 'C' } }, false);
    expect(target).toEqual({ a: { b: 'Mine', c: 'C' } });
  });

  it('fills placeholders and leaves one without a value as written', () => {
    expect(fillPlaceholders('{{n}} of {{ total }}', { n: 0, total: 3 })).toBe('0 of 3');
    expect(fillPlaceholders('Hi {{name}}', {})).toBe('Hi {{name}}');
  });
});
