export const tenant = {
  not_found: 'The tenant does not exist.',
  only_default_tenant_in_oss: 'Only the default tenant is supported in the self-hosted edition.',
} as const;
