import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

describe('createTranslator()', () => {
  const translator = createTranslator('en', {
    code: { description: 'We sent a code to {{identifier}}.', label: 'Code' },
  });

  it('finds nested keys and fills placeholders', () => {
    expect(translator.t('code.description', { identifier: 'a@b.co' })).toBe(
      'We sent a code to a@b.co.',
    );
    expect(translator.exists('code.label')).toBe(true);
  });

  it('answers the key for a missing phrase, and leaves unknown placeholders', () => {
    expect(translator.t('code.missing')).toBe('code.missing');
    expect(translator.exists('code')).toBe(false);
    expect(translator.t('code.description')).toBe('We sent a code to {{identifier}}.');
  });

  it('lays more phrases over the tree without losing its other keys', () => {
    const custom = createTranslator('en', { a: { b: 'B', c: 'C' } });
    custom.addPhrases({ a: { b: 'Custom B' } });
    expect(custom.t('a.b')).toBe('Custom B');
    expect(custom.t('a.c')).toBe('C');
  });
});
