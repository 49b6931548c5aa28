import { describeManagementFuzz, managementAreaGroups } from './management-fuzz.ts';

describeManagementFuzz(
  'management fuzz (account center, captcha provider)',
  managementAreaGroups.accountSecurity,
);
