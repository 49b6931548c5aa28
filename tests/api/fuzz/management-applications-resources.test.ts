import { describeManagementFuzz, managementAreaGroups } from './management-fuzz.ts';

describeManagementFuzz(
  'management fuzz (applications, resources)',
  managementAreaGroups.applicationsResources,
);
