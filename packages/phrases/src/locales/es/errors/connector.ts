export const connector = {
  authorization_failed: 'El proveedor no autorizó el inicio de sesión.',
  social_auth_code_invalid:
    'El proveedor rechazó el código de autorización. Vuelve a iniciar sesión.',
  social_invalid_access_token: 'El proveedor rechazó el token de acceso.',
  social_invalid_id_token: 'El token de ID del proveedor no es válido.',
  general: 'El conector falló: {{message}}',
  not_found: 'No se encontró ningún conector {{type}} habilitado.',
  not_found_with_connector_id: 'No existe ninguna fábrica de conectores con el ID {{connectorId}}.',
  not_implemented: 'El conector todavía no puede hacer esto.',
  invalid_metadata: 'Los metadatos del conector no son válidos.',
  invalid_config_guard: 'La configuración del conector no es válida.',
  invalid_config: 'La configuración del conector está incompleta o es incorrecta.',
  unexpected_type: 'Este tipo de conector no se puede usar aquí.',
  invalid_request_parameters: 'La solicitud al conector tiene parámetros incorrectos.',
  insufficient_request_parameters: 'A la solicitud al conector le faltan parámetros.',
  invalid_response: 'El proveedor del conector respondió con un error.',
  template_not_found: 'No se encontró ninguna plantilla de mensaje para este propósito.',
  rate_limit_exceeded: 'Se enviaron demasiados mensajes. Inténtalo de nuevo más tarde.',
  multiple_instances_not_supported: 'Este conector solo se puede añadir una vez.',
  invalid_type_for_syncing_profile:
    'Solo los conectores sociales pueden sincronizar perfiles de usuario.',
  should_specify_target: 'Un conector estándar necesita un destino en sus metadatos.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Los metadatos de un conector no estándar no se pueden sobrescribir.',
  multiple_target_with_same_platform:
    'Dos conectores sociales no pueden compartir un destino en la misma plataforma.',
  token_storage_not_supported: 'Este conector no puede almacenar tokens.',
  email_connector: {
    bulk_deletion_no_filter:
      'Para eliminar plantillas de correo se necesita un idioma o un tipo de plantilla.',
  },
};

export const verification_code = {
  phone_email_empty: 'El número de teléfono y la dirección de correo están vacíos.',
  not_found: 'No se encontró ningún código de verificación. Envía uno nuevo primero.',
  phone_mismatch: 'El número de teléfono no coincide con aquel al que se envió el código.',
  email_mismatch: 'La dirección de correo no coincide con aquella a la que se envió el código.',
  code_mismatch: 'El código de verificación es incorrecto.',
  expired: 'El código de verificación ha caducado. Envía uno nuevo.',
  exceed_max_try: 'Demasiados intentos fallidos. Envía un nuevo código de verificación.',
};
