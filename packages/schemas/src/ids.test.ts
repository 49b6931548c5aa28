import { describe, expect, it } from 'vitest';
import { generateSecret, generateShortId, generateStandardId } from './ids.ts';

describe('ids', () => {
  it('have their length and alphabet', () => {
    expect(generateStandardId()).toMatch(/^[0-9a-z]{21}$/);
    expect(generateStandardId(7)).toMatch(/^[0-9a-z]{7}$/);
    expect(generateShortId()).toMatch(/^[0-9a-z]{12}$/);
    expect(generateSecret()).toMatch(/^[0-9a-zA-Z]{32}$/);
  });

  it('stay distinct and unbiased across many refills of the random pool', () => {
    // 20,000 ids of 21 characters draw about 110 KB: the 4 KB pool refills some 27 times.
    const ids = Array.from({ length: 20_000 }, () => generateStandardId());
    expect(new Set(ids).size).toBe(ids.length);

    const counts = new Map<string, number>();
    for (const character of ids.join('')) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(36);
    // 420,000 characters over 36 symbols: 11,667 each; 5 % either way is > 10 standard deviations.
    const expected = (ids.length * 21) / 36;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.05);
    }
  });

  it('use both cases in secrets', () => {
    const joined = Array.from({ length: 200 }, () => generateSecret()).join('');
    expect(joined).toMatch(/[a-z]/);
    expect(joined).toMatch(/[A-Z]/);
    expect(joined).toMatch(/[0-9]/);
  });
});
