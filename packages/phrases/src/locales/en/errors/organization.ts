export const organization = {
  require_membership: 'The user must be a member of the organization to proceed.',
  role_names_not_found: 'Organization roles not found for names: {{roleNames}}.',
} as const;
