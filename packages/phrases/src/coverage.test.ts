import { describe, expect, it } from 'vitest';
import { measureCoverage } from './coverage.ts';

describe('translations', () => {
  it('every locale translates every English phrase, keeping its placeholders', async () => {
    const results = await measureCoverage();
    expect(results).toHaveLength(16);
    for (const result of results) {
      expect({
        tag: result.tag,
        missing: result.missing,
        sameAsEnglish: result.sameAsEnglish,
        placeholders: result.placeholderMismatches,
      }).toEqual({
        tag: result.tag,
        missing: [],
        sameAsEnglish: [],
        placeholders: [],
      });
    }
  });
});
