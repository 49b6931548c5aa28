export const guard = {
  invalid_input: 'The request input is invalid.',
  invalid_pagination: 'The pagination parameters are invalid.',
  can_not_get_tenant_id: 'The tenant of this request could not be determined.',
  file_size_exceeded: 'The file is larger than the limit of {{limit}} bytes.',
  mime_type_not_allowed: 'Files of type {{mimeType}} are not allowed.',
  not_allowed_for_admin_tenant: 'This is not allowed for the admin tenant.',
} as const;
