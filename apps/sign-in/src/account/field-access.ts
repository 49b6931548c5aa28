import type { AccountCenterFieldAccess } from '@gatehouse/schemas/api/account-center';
import type { AccountCenterSettings } from './account-api.ts';

/** How the tenant lets the user treat a field; a field the settings do not name is Off. */
export const accessOf = (
  settings: AccountCenterSettings,
  field: string,
): AccountCenterFieldAccess => (settings.enabled ? (settings.fields[field] ?? 'Off') : 'Off');
