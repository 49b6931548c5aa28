export const role = {
  name_in_use: 'The role name {{name}} is already in use.',
  scope_exists: 'The permission with ID {{scopeId}} has already been added to this role.',
  user_exists: 'The user with ID {{userId}} has already been added to this role.',
  application_exists:
    'The application with ID {{applicationId}} has already been added to this role.',
  default_role_missing: 'Some of the default role names do not exist.',
  management_api_scopes_not_assignable_to_user_role:
    'Management API permissions cannot be assigned to a user role.',
  internal_role_violation:
    'You may be trying to change or delete an internal role, which is not allowed.',
} as const;

export const scope = {
  name_exists: 'The permission name already exists.',
  name_with_space: 'A permission name cannot contain spaces.',
} as const;

export const resource = {
  resource_identifier_in_use: 'The API identifier {{indicator}} is already in use.',
  cannot_delete_management_api: 'The management API cannot be deleted.',
  cannot_modify_management_api: 'The management API cannot be modified.',
} as const;

export const application = {
  secret_name_exists: 'A secret with this name already exists.',
  invalid_type: 'This application type is not allowed here.',
  invalid_role_type: 'This role type cannot be assigned to a machine-to-machine application.',
  invalid_third_party_application_type:
    'Only traditional web, single-page and native applications can be marked as third-party apps.',
  third_party_application_only: 'The feature is only available for third-party applications.',
  third_party_application_cannot_enable_token_exchange:
    'Token exchange cannot be enabled for third-party applications.',
  user_consent_scopes_not_found: 'Some of the user consent scopes do not exist.',
  consent_management_api_scopes_not_allowed:
    'Management API permissions cannot be requested from users.',
  device_flow_native_only: 'The device flow is only available for native applications.',
  device_flow_not_changeable: 'The device flow setting cannot be changed after creation.',
  protected_application_only: 'The feature is only available for protected applications.',
  no_legacy_secret_found: 'The application has no legacy secret to delete.',
  saml: {
    use_saml_app_api: 'Use the SAML applications API (`/api/saml-applications`) for SAML apps.',
    saml_application_only: 'The API is only available for SAML applications.',
    acs_url_binding_not_supported: 'Only the HTTP-POST binding is supported for the ACS URL.',
    acs_url_scheme_not_supported: 'The ACS URL must use http or https.',
    acs_url_required: 'The ACS URL of the service provider is not configured.',
    entity_id_required: 'The entity ID of the service provider is not configured.',
    can_not_delete_active_secret: 'The active signing certificate cannot be deleted.',
    no_active_secret: 'The SAML application has no active signing certificate.',
    invalid_certificate_pem_format: 'The certificate is not a valid PEM certificate.',
    certificate_required: 'A certificate is required to encrypt assertions.',
    invalid_saml_request: 'The SAML authentication request is invalid.',
    auth_request_issuer_not_match:
      'The issuer of the authentication request does not match the entity ID of the application.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'The SAML sign-in session was not found in the cookies.',
    sp_initiated_saml_sso_session_not_found:
      'The SAML sign-in session was not found or has expired.',
    state_mismatch:
      'The state of the authorization response does not match the SAML sign-in session.',
    missing_email_address: 'The user has no e-mail address, which the NameID format requires.',
    email_address_unverified: 'The e-mail address of the user is not verified.',
  },
} as const;

export const log = {
  invalid_time_window: 'The time window is invalid: the start must be before the end.',
  invalid_type: 'The log type is invalid.',
} as const;
