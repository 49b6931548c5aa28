import type { SignInIdentifier } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import type { ExperienceIdentifier } from '../api/experience-api.ts';

const order: SignInIdentifier[] = ['username', 'email', 'phone'];

/**
 * The phrase key that names a field taking any of `types`, in a fixed order.
 * Example: `identifierLabelKey(['phone', 'email'])` → `'identifier.email_or_phone'`.
 */
export const identifierLabelKey = (types: readonly SignInIdentifier[]) => {
  const present = order.filter((type) => types.includes(type));
  return `identifier.${(present.length > 0 ? present : order).join('_or_')}`;
};

/**
 * The `autocomplete` and keyboard that suit a field taking `types`: one autofill field name each
 * (`username email` is not a valid value, and axe flags it). `dir="auto"`: identifiers are Latin
 * text, so once typed they read left to right on an Arabic page too (a phone number's `+` stays
 * before its digits); the empty field keeps the page's direction.
 */
export const identifierInputProps = (types: readonly SignInIdentifier[]) => {
  if (types.length === 1 && types[0] === 'email')
    return { type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'auto' } as const;
  if (types.length === 1 && types[0] === 'phone')
    return { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'auto' } as const;
  return { type: 'text', autoComplete: 'username', dir: 'auto' } as const;
};

const emailPattern = /^\S+@\S+\.\S+$/;
const phoneCharacters = /^\+?[\d\s().-]+$/;

/** Digits only, as the Experience API takes phone numbers (`+44 20 7946 0000` → `442079460000`). */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

export type ParsedIdentifier =
  | { identifier: ExperienceIdentifier }
  | { error: 'email_invalid' | 'phone_invalid' };

/**
 * What kind of identifier a person typed, among the kinds the field takes: an `@` makes it an
 * e-mail address, digits (with `+`, spaces, dashes, brackets) a phone number, anything else a
 * username. Example: `parseIdentifier(' +1 (555) 010-0000 ', ['username', 'phone'])` →
 * `{ identifier: { type: 'phone', value: '15550100000' } }`.
 */
export const parseIdentifier = (
  typed: string,
  types: readonly SignInIdentifier[],
): ParsedIdentifier => {
  const value = typed.trim();
  const only = types.length === 1 ? types[0] : undefined;
  const looksLikePhone = phoneCharacters.test(value) && phoneDigits(value).length > 0;
  if (only === 'email' || (value.includes('@') && types.includes('email'))) {
    return emailPattern.test(value)
      ? { identifier: { type: 'email', value } }
      : { error: 'email_invalid' };
  }
  // A username never starts with a digit, so digits are a phone number wherever phones count.
  if (only === 'phone' || (looksLikePhone && types.includes('phone'))) {
    return looksLikePhone
      ? { identifier: { type: 'phone', value: phoneDigits(value) } }
      : { error: 'phone_invalid' };
  }
  if (types.includes('username')) return { identifier: { type: 'username', value } };
  return { error: types.includes('email') ? 'email_invalid' : 'phone_invalid' };
};

/** How to show an identifier back to the person (`+` before a phone number's digits). */
export const displayIdentifier = ({ type, value }: ExperienceIdentifier) =>
  type === 'phone' ? `+${value}` : value;

/**
 * An address or phone number inside a sentence: on a right-to-left page it is isolated as
 * left-to-right text (Unicode LRI … PDI), else the bidi algorithm shows `+4915…` as `4915…+` in
 * Arabic. Left-to-right pages get the text unchanged. Example: on an Arabic page
 * `inSentence('+4915')` is `'\u2066+4915\u2069'`.
 */
export const inSentence = (text: string) =>
  typeof document !== 'undefined' && document.documentElement.dir === 'rtl'
    ? `\u2066${text}\u2069`
    : text;
