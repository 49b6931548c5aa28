import { describe, expect, it } from 'vitest';
import { needsSample, pickDriverWord, searchWords } from './search-driver-word.ts';

describe('searchWords', () => {
  it('keeps the runs of letters and digits that give the index a trigram, once each', () => {
    const texts = (q: string) => searchWords(q).map(({ text }) => text);
    expect(texts('Person 4711')).toEqual(['Person', '4711']);
    expect(texts('Person 5')).toEqual(['Person', '5']);
    expect(texts('jo@example.com')).toEqual(['jo', 'example', 'com']);
    expect(texts('Zoë Müller-Lüdenscheidt')).toEqual(['Zoë', 'Müller', 'Lüdenscheidt']);
    expect(texts('x abc ABC y')).toEqual(['abc', 'y']);
    // A word with no edge in the text and fewer than three characters gives no trigram.
    expect(texts('jo')).toEqual([]);
    expect(texts('5')).toEqual([]);
  });

  it('counts the padded trigrams of the edges the text shows', () => {
    const [alone] = searchWords('4711');
    const [, started] = searchWords('Person 4711');
    const [, both] = searchWords('Person 4711 x');
    expect([alone?.trigrams, started?.trigrams, both?.trigrams]).toEqual([2, 4, 5]);
  });
});

describe('pickDriverWord', () => {
  const sample = [
    'b1\nuser_1\nperson1.aa@example.com\n15550001\nperson 1',
    'b2\nuser_2\nperson2.bb@example.com\n15550002\nperson 12',
    'b3\nuser_3\nperson3.cc@example.com\n15550003\nperson 3',
  ];

  it('looks up the word the fewest sampled users have, not the one they all share', () => {
    expect(pickDriverWord('Person 4711', sample)).toBe(' 4711');
    expect(pickDriverWord('jo.smith@example.com', sample)).toBe('.smith@');
    // "5" starts a word in no sampled text, though every phone number has a 5 inside.
    expect(pickDriverWord('Person 5', sample)).toBe(' 5');
  });

  it('prefers the word with more trigrams when equally rare, and keeps the case written', () => {
    expect(pickDriverWord('Lovelace Ada', [])).toBe('Lovelace ');
    expect(pickDriverWord('ADA Lovelace', ['ada lovelace', 'lovelace'])).toBe('ADA ');
  });

  it('keeps the whole text when no word of it gives a trigram', () => {
    expect(pickDriverWord('jo', sample)).toBe('jo');
    expect(pickDriverWord('%_', sample)).toBe('%_');
  });

  it('looks up the one word when there is one, and samples only for several', () => {
    expect(pickDriverWord('3f9a1b2c4d', [])).toBe('3f9a1b2c4d');
    expect(pickDriverWord('50%_off!', [])).toBe('_off!');
    expect(needsSample('3f9a1b2c4d')).toBe(false);
    expect(needsSample('Person 4711')).toBe(true);
  });

  it('always answers a substring of the search text, so no match can be lost', () => {
    for (const q of ['Person 4711', 'a.b@c.de', 'Zoë Müller', '  x  ', 'ÅÄÖ-åäö 123', 'abc123 abc'])
      expect(q).toContain(pickDriverWord(q, sample));
  });
});
