import { describe, expect, it } from 'vitest';
import {
  displayIdentifier,
  identifierInputProps,
  identifierLabelKey,
  inSentence,
  parseIdentifier,
} from './identifiers.ts';

describe('parseIdentifier()', () => {
  it('reads e-mail addresses, phone numbers and usernames by what was typed', () => {
    const all = ['username', 'email', 'phone'] as const;
    expect(parseIdentifier(' jane@example.com ', all)).toEqual({
      identifier: { type: 'email', value: 'jane@example.com' },
    });
    expect(parseIdentifier('+44 (20) 7946-0000', all)).toEqual({
      identifier: { type: 'phone', value: '442079460000' },
    });
    expect(parseIdentifier('jane_doe', all)).toEqual({
      identifier: { type: 'username', value: 'jane_doe' },
    });
  });

  it('refuses what a field of one kind cannot take', () => {
    expect(parseIdentifier('jane', ['email'])).toEqual({ error: 'email_invalid' });
    expect(parseIdentifier('call me', ['phone'])).toEqual({ error: 'phone_invalid' });
    expect(parseIdentifier('jane', ['email', 'phone'])).toEqual({ error: 'email_invalid' });
  });
});

describe('identifierLabelKey()', () => {
  it('names the kinds in a fixed order', () => {
    expect(identifierLabelKey(['phone', 'email'])).toBe('identifier.email_or_phone');
    expect(identifierLabelKey(['username'])).toBe('identifier.username');
    expect(identifierLabelKey([])).toBe('identifier.username_or_email_or_phone');
  });
});

it('shows phone numbers with their plus sign', () => {
  expect(displayIdentifier({ type: 'phone', value: '15550100000' })).toBe('+15550100000');
});

it('isolates an address in a sentence as left-to-right text on a right-to-left page only', () => {
  const before = document.documentElement.dir;
  try {
    document.documentElement.dir = 'rtl';
    expect(inSentence('+15550100000')).toBe('\u2066+15550100000\u2069');
    document.documentElement.dir = 'ltr';
    expect(inSentence('+15550100000')).toBe('+15550100000');
  } finally {
    document.documentElement.dir = before;
  }
});

it('gives each identifier field one valid autofill name', () => {
  expect(identifierInputProps(['email']).autoComplete).toBe('email');
  expect(identifierInputProps(['phone']).autoComplete).toBe('tel');
  expect(identifierInputProps(['username', 'email']).autoComplete).toBe('username');
});
