import type { ExperienceIdentifier } from '@gatehouse/schemas/api/experience';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { findUserByEmail, findUserByPhone, findUserByUsername } from '../../queries/users.ts';

/** The user an identifier of the Experience API names (username, primary e-mail or phone). */
export const findUserByIdentifier = (tx: TenantTx, { type, value }: ExperienceIdentifier) => {
  if (type === 'email') return findUserByEmail(tx, value);
  if (type === 'phone') return findUserByPhone(tx, value);
  return findUserByUsername(tx, value);
};
