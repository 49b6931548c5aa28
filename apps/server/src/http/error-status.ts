import type { ErrorCode } from '@gatehouse/phrases';

/**
 * The HTTP status of each domain error code, from the wire contract (contract/errors.md, "Codes by
 * area"). Codes not listed answer 400, the contract's default. Where the contract shows several
 * statuses for one code, the entry is the one Gatehouse's services raise it with.
 */
export const errorStatuses: Partial<Record<ErrorCode, number>> = {
  'request.general': 422,
  'request.feature_not_supported': 422,
  'request.range_not_satisfiable': 416,
  'request.message_rate_limited': 429,
  'request.rate_limited': 429,
  'request.not_found': 404,
  'request.payload_too_large': 413,
  'request.unsupported_media_type': 415,
  'request.internal_server_error': 500,

  'auth.authorization_header_missing': 401,
  'auth.authorization_token_type_not_supported': 401,
  'auth.unauthorized': 401,
  'auth.expected_role_not_found': 401,
  'auth.jwt_sub_missing': 401,
  'auth.forbidden': 403,
  'auth.third_party_application_forbidden': 403,
  'auth.exceed_token_limit': 429,

  'entity.invalid_input': 422,
  'entity.value_too_long': 422,
  'entity.create_failed': 422,
  'entity.db_constraint_violated': 422,
  'entity.unique_integrity_violation': 422,
  'entity.not_exists_with_id': 404,
  'entity.not_found': 404,
  'entity.relation_foreign_key_not_found': 404,
  // The contract has 400/404/500; services raise it only when seeded data is missing (the
  // internal admin role), a server fault.
  'entity.not_exists': 500,

  'tenant.not_found': 404,

  'oidc.key_not_found': 404,
  'oidc.key_required': 422,

  'user.user_not_exist': 404,
  'user.suspended': 401,
  'user.username_already_in_use': 422,
  'user.email_already_in_use': 422,
  'user.phone_already_in_use': 422,
  'user.invalid_phone': 422,
  'user.username_too_long': 422,
  'user.sign_in_method_not_enabled': 422,
  'user.same_password': 422,
  'user.invalid_role_type': 422,
  'user.identity_not_exist': 404,
  'user.totp_already_in_use': 422,
  'user.backup_code_already_in_use': 422,
  'user.totp_secret_invalid': 422,
  'user.wrong_backup_code_format': 422,
  'session.mfa.backup_code_can_not_be_alone': 422,
  'session.captcha_required': 422,
  'session.captcha_failed': 422,
  'verification_record.permission_denied': 401,
  // The management API's MFA route refuses a type it cannot bind (contract: 422); the
  // experience raises it with its own 400.
  'session.mfa.mfa_factor_not_enabled': 422,

  'password.rejected': 422,
  'password.expired': 422,

  'session.invalid_credentials': 422,
  'session.interaction_not_found': 404,
  'session.registration_disabled': 403,
  'session.sign_in_disabled': 403,
  'session.verification_blocked_too_many_attempts': 400,

  'role.name_in_use': 422,
  'role.scope_exists': 422,
  'role.user_exists': 422,
  'role.application_exists': 422,
  'role.internal_role_violation': 403,

  'scope.name_exists': 422,

  'organization.require_membership': 422,
  'organization.role_names_not_found': 422,

  'resource.resource_identifier_in_use': 422,

  'application.secret_name_exists': 422,
  'application.invalid_type': 422,
  'application.saml.saml_application_only': 422,
  'application.saml.acs_url_binding_not_supported': 422,
  'application.saml.no_active_secret': 404,
  'application.invalid_role_type': 422,
  'application.third_party_application_only': 422,
  'application.third_party_application_cannot_enable_token_exchange': 422,
  'application.user_consent_scopes_not_found': 422,
  'application.consent_management_api_scopes_not_allowed': 422,
  'application.device_flow_native_only': 422,
  'application.device_flow_not_changeable': 422,

  'sign_in_experiences.username_policy_case_conflicts_exist': 409,
  'sign_in_experiences.adaptive_mfa_requires_mfa': 422,
  'sign_in_experiences.password_expiration_requires_forgot_password': 422,
  'sign_in_experiences.password_expiration_invalid_period_days': 422,

  'localization.cannot_delete_default_language': 409,
  'localization.invalid_translation_structure': 422,

  // Connector errors (ConnectorError codes) default to 400 as in the contract.
  'connector.not_found': 501,
  'connector.not_implemented': 501,
  'connector.rate_limit_exceeded': 429,
  'connector.not_found_with_connector_id': 422,
  'connector.multiple_instances_not_supported': 422,
  'connector.invalid_type_for_syncing_profile': 422,
  'connector.multiple_target_with_same_platform': 422,
  'connector.token_storage_not_supported': 422,
  'connector.email_connector.bulk_deletion_no_filter': 422,
  // Social sign-in: the provider refused the person, the code or a token (contract errors.md).
  'connector.authorization_failed': 401,
  'connector.social_auth_code_invalid': 401,
  'connector.social_invalid_access_token': 401,
  'connector.social_invalid_id_token': 401,
  'user.identity_already_in_use': 422,
  'session.identity_conflict': 409,

  // Enterprise SSO connectors (contract errors.md "single_sign_on").
  'single_sign_on.duplicate_connector_name': 409,
  'single_sign_on.forbidden_domains': 422,
  'single_sign_on.duplicated_domains': 422,
  'single_sign_on.sso_signing_unavailable': 500,
  'user.sso_identity_not_exist': 404,
  'secrets.third_party_token_set.access_token_expired': 401,
  'secrets.third_party_token_set.token_not_found': 404,
};

/** The status a domain error answers with: the table's, else 400. */
export const statusOfErrorCode = (code: ErrorCode): number => errorStatuses[code] ?? 400;
