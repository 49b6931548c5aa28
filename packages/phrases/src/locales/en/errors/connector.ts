export const connector = {
  authorization_failed: 'The provider did not authorize the sign-in.',
  social_auth_code_invalid: 'The provider refused the authorization code. Please sign in again.',
  social_invalid_access_token: 'The provider refused the access token.',
  social_invalid_id_token: 'The ID token from the provider is not valid.',
  general: 'The connector failed: {{message}}',
  not_found: 'No enabled {{type}} connector was found.',
  not_found_with_connector_id: 'There is no connector factory with the ID {{connectorId}}.',
  not_implemented: 'The connector cannot do this yet.',
  invalid_metadata: 'The connector metadata is invalid.',
  invalid_config_guard: 'The connector configuration is invalid.',
  invalid_config: 'The connector configuration is incomplete or wrong.',
  unexpected_type: 'This connector type cannot be used here.',
  invalid_request_parameters: 'The request to the connector has wrong parameters.',
  insufficient_request_parameters: 'The request to the connector lacks some parameters.',
  invalid_response: 'The connector’s provider answered with an error.',
  template_not_found: 'No message template was found for this purpose.',
  rate_limit_exceeded: 'Too many messages were sent. Try again later.',
  multiple_instances_not_supported: 'This connector can be added only once.',
  invalid_type_for_syncing_profile: 'Only social connectors can sync user profiles.',
  should_specify_target: 'A standard connector needs a target in its metadata.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'The metadata of a non-standard connector cannot be overwritten.',
  multiple_target_with_same_platform:
    'Two social connectors cannot share a target on the same platform.',
  token_storage_not_supported: 'This connector cannot store tokens.',
  email_connector: {
    bulk_deletion_no_filter: 'Deleting e-mail templates needs a language or a template type.',
  },
} as const;

export const verification_code = {
  phone_email_empty: 'Both the phone number and the e-mail address are empty.',
  not_found: 'No verification code was found. Send a new one first.',
  phone_mismatch: 'The phone number does not match the one the code was sent to.',
  email_mismatch: 'The e-mail address does not match the one the code was sent to.',
  code_mismatch: 'The verification code is wrong.',
  expired: 'The verification code has expired. Send a new one.',
  exceed_max_try: 'Too many wrong attempts. Send a new verification code.',
} as const;
