import type { Organization } from '@gatehouse/schemas/entities/organization';
import type { OrganizationRow } from '../queries/organizations.ts';

/**
 * The one row → wire mapper of organizations (contract Shapes: Organization): epoch-ms
 * `createdAt`; `is_trusted_device_allowed` stays in the database (the contract hides it).
 */
export const toOrganizationResponse = ({
  isTrustedDeviceAllowed: _,
  createdAt,
  ...row
}: OrganizationRow): Organization => ({
  tenantId: row.tenantId,
  id: row.id,
  name: row.name,
  description: row.description,
  customData: row.customData,
  isMfaRequired: row.isMfaRequired,
  color: row.color as Organization['color'],
  branding: row.branding as Organization['branding'],
  customCss: row.customCss,
  createdAt: createdAt.getTime(),
});
