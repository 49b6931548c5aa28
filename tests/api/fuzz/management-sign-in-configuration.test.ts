import { describeManagementFuzz, managementAreaGroups } from './management-fuzz.ts';

describeManagementFuzz(
  'management fuzz (sign-in experience, custom phrases, connectors, e-mail templates, verification codes, sentinel)',
  managementAreaGroups.signInConfiguration,
);
