import { managementUsernameRegex } from '@gatehouse/schemas/api/users';
import { emailRegex } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';

/** Spec §5: digits only, or an optional plus then digits, hyphens, brackets and spaces. */
const phoneInputRegex = /^\+?[\d\s()-]*\d[\d\s()-]*$/;

/** The API stores digits only; `+1 (555) 123-4567` becomes `15551234567`. */
export const normalizePhone = (value: string) => value.replace(/\D/g, '');

/** Messages are keys under `users.settings.errors`. Empty strings mean "not set". */
export const optionalEmail = z
  .string()
  .trim()
  .refine((v) => !v || emailRegex.test(v), 'invalid_email');
export const optionalPhone = z
  .string()
  .trim()
  .refine((v) => !v || phoneInputRegex.test(v), 'invalid_phone');
export const optionalUsername = z
  .string()
  .trim()
  .refine((v) => !v || managementUsernameRegex.test(v), 'invalid_username');

export const createUserFormGuard = z
  .object({
    username: optionalUsername,
    primaryEmail: optionalEmail,
    primaryPhone: optionalPhone,
    name: z.string().trim(),
  })
  .refine((values) => values.username || values.primaryEmail || values.primaryPhone, {
    path: ['username'],
    message: 'identifier_required',
  });
export type CreateUserForm = z.infer<typeof createUserFormGuard>;
