import type { User } from '@gatehouse/schemas/entities/user';

/** The name to show: name, else username, e-mail, phone, else undefined (the caller says "unnamed"). */
export const displayNameOf = (
  user: Pick<User, 'name' | 'username' | 'primaryEmail' | 'primaryPhone'>,
) => user.name || user.username || user.primaryEmail || user.primaryPhone || undefined;

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!#$%&*+-=?@^_';

/**
 * A 16-character password with all four character types (spec §5 default policy needs 8+ and one
 * type); the shuffle keeps the guaranteed characters from always leading.
 */
export const generatePassword = (length = 16) => {
  const all = lower + upper + digits + symbols;
  const random = (max: number) => {
    const value = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
    return value % max;
  };
  const pick = (set: string) => set[random(set.length)] ?? 'a';
  const chars = [pick(lower), pick(upper), pick(digits), pick(symbols)];
  while (chars.length < length) chars.push(pick(all));
  for (let index = chars.length - 1; index > 0; index -= 1) {
    const swap = random(index + 1);
    [chars[index], chars[swap]] = [chars[swap] as string, chars[index] as string];
  }
  return chars.join('');
};
