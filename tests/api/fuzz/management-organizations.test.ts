import { describeManagementFuzz, managementAreaGroups } from './management-fuzz.ts';

describeManagementFuzz(
  'management fuzz (organizations, organization template, invitations)',
  managementAreaGroups.organizations,
);
