export const auth = {
  authorization_header_missing: 'The Authorization header is missing.',
  authorization_token_type_not_supported:
    'The authorization type is not supported; use a Bearer token.',
  unauthorized: 'Unauthorized. Check your credentials and their scope.',
  forbidden: 'Forbidden. Check your roles and permissions.',
  expected_role_not_found: 'An expected role was not found. Check your roles and permissions.',
  jwt_sub_missing: 'The token has no `sub` claim.',
  third_party_application_forbidden: 'Third-party applications may not do this.',
  require_re_authentication: 'Please sign in again to continue.',
  exceed_token_limit: 'The token limit of this tenant has been reached.',
} as const;
