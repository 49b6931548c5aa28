import { z } from 'zod';

/** The lifecycle of an invitation (spec §4): only a Pending one can be accepted or revoked. */
export const organizationInvitationStatuses = [
  'Pending',
  'Accepted',
  'Expired',
  'Revoked',
] as const;
export const organizationInvitationStatusGuard = z.enum(organizationInvitationStatuses);
export type OrganizationInvitationStatus = z.infer<typeof organizationInvitationStatusGuard>;
