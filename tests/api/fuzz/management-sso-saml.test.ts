import { describeManagementFuzz, managementAreaGroups } from './management-fuzz.ts';

describeManagementFuzz(
  'management fuzz (enterprise SSO connectors, SAML applications)',
  managementAreaGroups.enterpriseSsoSaml,
);
