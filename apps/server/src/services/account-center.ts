import type {
  AccountCenter,
  AccountCenterFieldAccess,
  AccountCenterFieldName,
} from '@gatehouse/schemas/api/account-center';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  type AccountCenterRowPatch,
  accountCenterId,
  findAccountCenter,
  upsertAccountCenter,
} from '../queries/account-centers.ts';
import { DomainError } from './domain-error.ts';

/** A tenant that never saved settings has an account center that is off with every field off. */
const defaults = (tenantId: string): AccountCenter => ({
  tenantId,
  id: accountCenterId,
  enabled: false,
  fields: {},
  webauthnRelatedOrigins: [],
  deleteAccountUrl: null,
  customCss: null,
  profileFields: null,
});

const toAccountCenter = (row: Awaited<ReturnType<typeof findAccountCenter>>, tenantId: string) =>
  row ? ({ ...row } as AccountCenter) : defaults(tenantId);

export const readAccountCenter = async (tx: TenantTx) =>
  toAccountCenter(await findAccountCenter(tx), tx.tenantId);

/** `PATCH /api/account-center`: `fields` replaces the whole field map, as in Logto. */
export const patchAccountCenter = async (tx: TenantTx, patch: AccountCenterRowPatch) =>
  toAccountCenter(await upsertAccountCenter(tx, patch), tx.tenantId);

/**
 * The Account API's gate for one field: 400 `account_center.not_enabled` while the account
 * center is off, `field_not_enabled` for a field that is Off (or never set), and for writes
 * `field_not_editable` unless the field is Edit.
 */
export const assertFieldAccess = (
  center: AccountCenter,
  field: AccountCenterFieldName,
  needed: Exclude<AccountCenterFieldAccess, 'Off'>,
) => {
  if (!center.enabled) throw new DomainError('account_center.not_enabled');
  const access = center.fields[field] ?? 'Off';
  if (access === 'Off') throw new DomainError('account_center.field_not_enabled');
  if (needed === 'Edit' && access !== 'Edit')
    throw new DomainError('account_center.field_not_editable');
};
