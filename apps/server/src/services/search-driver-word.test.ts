import { describe, expect, it } from 'vitest';
import { needsSample, pickDriverWord, searchWords } from './search-driver-word.ts';

describe('searchWords', () => {
  it('keeps runs of letters and digits of three or more, as written, once each', () => {
    expect(searchWords('Person 4711')).toEqual(['Person', '4711']);
    expect(searchWords('jo@example.com')).toEqual(['example', 'com']);
    expect(searchWords('Zoë Müller-Lüdenscheidt')).toEqual(['Zoë', 'Müller', 'Lüdenscheidt']);
    expect(searchWords('abc ABC abc')).toEqual(['abc']);
    expect(searchWords('jo al')).toEqual([]);
  });
});

describe('pickDriverWord', () => {
  const sample = [
    'b1\nuser_1\nperson1.aa@example.com\n15550001\nperson 1',
    'b2\nuser_2\nperson2.bb@example.com\n15550002\nperson 2',
    'b3\nuser_3\nperson3.cc@example.com\n15550003\nperson 3',
  ];

  it('looks up the word the fewest sampled users have, not the one they all share', () => {
    expect(pickDriverWord('Person 4711', sample)).toBe('4711');
    expect(pickDriverWord('jo.smith@example.com', sample)).toBe('smith');
  });

  it('prefers the longer of equally rare words, and keeps the case written', () => {
    expect(pickDriverWord('Lovelace Ada', [])).toBe('Lovelace');
    expect(pickDriverWord('ADA Lovelace', ['ada lovelace', 'lovelace'])).toBe('ADA');
  });

  it('keeps the whole text when it has no word long enough for a trigram', () => {
    expect(pickDriverWord('jo al', sample)).toBe('jo al');
    expect(pickDriverWord('%_', sample)).toBe('%_');
  });

  it('looks up the one word when there is one, and samples only for several', () => {
    expect(pickDriverWord('3f9a1b2c4d', [])).toBe('3f9a1b2c4d');
    expect(pickDriverWord('50%_off!', [])).toBe('off');
    expect(needsSample('3f9a1b2c4d')).toBe(false);
    expect(needsSample('Person 4711')).toBe(true);
  });

  it('always answers a substring of the search text, so no match can be lost', () => {
    for (const q of ['Person 4711', 'a.b@c.de', 'Zoë Müller', '  x  ', 'ÅÄÖ-åäö 123'])
      expect(q).toContain(pickDriverWord(q, sample));
  });
});
