import { describeManagementFuzz, managementAreaGroups } from './management-fuzz.ts';

describeManagementFuzz(
  'management fuzz (roles, users, logs, dashboard)',
  managementAreaGroups.rolesUsersLogs,
);
