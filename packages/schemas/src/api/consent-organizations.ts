import { z } from 'zod';
import { organizationGuard } from '../entities/organization.ts';

/**
 * Organizations a user granted a third-party application
 * (`/api/applications/{id}/users/{userId}/consent-organizations`).
 * Example: `{ organizationIds: ['org_1'] }`.
 */
export const consentOrganizationsBodyGuard = z.object({
  organizationIds: z.array(z.string().min(1).max(21)),
});
export type ConsentOrganizationsBody = z.infer<typeof consentOrganizationsBodyGuard>;

export const consentOrganizationsResponseGuard = z.object({
  organizations: z.array(organizationGuard),
});
export type ConsentOrganizationsResponse = z.infer<typeof consentOrganizationsResponseGuard>;
