import {
  type AccountCenter,
  type AccountCenterFieldName,
  accountCenterFieldAccesses,
  accountCenterFieldNames,
} from '@gatehouse/schemas/api/account-center';
import { z } from 'zod';
import type { AccountCenterPatch } from './account-center-api.ts';

const isUrl = (line: string) => z.url().safeParse(line).success;
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The page's form: the switch, one access per field (every field named, since the PATCH replaces
 * the map), and the passkey related origins as one URL per line.
 */
export const accountCenterFormGuard = z.object({
  enabled: z.boolean(),
  fields: z.object(
    Object.fromEntries(
      accountCenterFieldNames.map((name) => [name, z.enum(accountCenterFieldAccesses)]),
    ) as Record<
      AccountCenterFieldName,
      z.ZodEnum<{ Off: 'Off'; ReadOnly: 'ReadOnly'; Edit: 'Edit' }>
    >,
  ),
  webauthnRelatedOrigins: z.string().refine((text) => linesOf(text).every(isUrl), {
    // A key under `account_center.`: the page words it.
    message: 'webauthn_origin_invalid',
  }),
});
export type AccountCenterFormValues = z.input<typeof accountCenterFormGuard>;

export const toAccountCenterFormValues = (center: AccountCenter): AccountCenterFormValues => ({
  enabled: center.enabled,
  fields: Object.fromEntries(
    accountCenterFieldNames.map((name) => [name, center.fields[name] ?? 'Off']),
  ) as AccountCenterFormValues['fields'],
  webauthnRelatedOrigins: center.webauthnRelatedOrigins.join('\n'),
});

export const toAccountCenterPatch = (
  values: z.output<typeof accountCenterFormGuard>,
): AccountCenterPatch => ({
  enabled: values.enabled,
  fields: values.fields,
  webauthnRelatedOrigins: linesOf(values.webauthnRelatedOrigins),
});
