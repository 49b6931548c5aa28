import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const role: NonNullable<Errors['role']> = {
  name_in_use: 'El nombre de rol {{name}} ya está en uso.',
  scope_exists: 'El permiso con ID {{scopeId}} ya se ha añadido a este rol.',
  user_exists: 'El usuario con ID {{userId}} ya se ha añadido a este rol.',
  application_exists: 'La aplicación con ID {{applicationId}} ya se ha añadido a este rol.',
  default_role_missing: 'Algunos de los nombres de rol predeterminados no existen.',
  management_api_scopes_not_assignable_to_user_role:
    'Los permisos de la API de administración no se pueden asignar a un rol de usuario.',
  internal_role_violation:
    'Es posible que estés intentando modificar o eliminar un rol interno, lo cual no está permitido.',
};

export const scope: NonNullable<Errors['scope']> = {
  name_exists: 'El nombre del permiso ya existe.',
  name_with_space: 'El nombre de un permiso no puede contener espacios.',
};

export const resource: NonNullable<Errors['resource']> = {
  resource_identifier_in_use: 'El identificador de API {{indicator}} ya está en uso.',
  cannot_delete_management_api: 'La API de administración no se puede eliminar.',
  cannot_modify_management_api: 'La API de administración no se puede modificar.',
};

export const application: NonNullable<Errors['application']> = {
  secret_name_exists: 'Ya existe un secreto con este nombre.',
  invalid_type: 'Este tipo de aplicación no está permitido aquí.',
  invalid_role_type: 'Este tipo de rol no se puede asignar a una aplicación de máquina a máquina.',
  invalid_third_party_application_type:
    'Solo las aplicaciones web tradicionales, de página única y nativas pueden marcarse como aplicaciones de terceros.',
  third_party_application_only: 'La función solo está disponible para aplicaciones de terceros.',
  third_party_application_cannot_enable_token_exchange:
    'El intercambio de tokens no se puede habilitar para aplicaciones de terceros.',
  user_consent_scopes_not_found: 'Algunos de los ámbitos de consentimiento del usuario no existen.',
  consent_management_api_scopes_not_allowed:
    'No se pueden solicitar a los usuarios permisos de la API de administración.',
  device_flow_native_only:
    'El flujo de dispositivo solo está disponible para aplicaciones nativas.',
  device_flow_not_changeable:
    'La configuración del flujo de dispositivo no se puede cambiar después de la creación.',
  protected_application_only: 'La función solo está disponible para aplicaciones protegidas.',
  no_legacy_secret_found: 'La aplicación no tiene ningún secreto heredado que eliminar.',
  saml: {
    use_saml_app_api:
      'Usa la API de aplicaciones SAML (`/api/saml-applications`) para las aplicaciones SAML.',
    saml_application_only: 'La API solo está disponible para aplicaciones SAML.',
    acs_url_binding_not_supported: 'Solo se admite el enlace HTTP-POST para la URL de ACS.',
    acs_url_scheme_not_supported: 'La URL de ACS debe usar http o https.',
    acs_url_required: 'La URL de ACS del proveedor de servicios no está configurada.',
    entity_id_required: 'El ID de entidad del proveedor de servicios no está configurado.',
    can_not_delete_active_secret: 'No se puede eliminar el certificado de firma activo.',
    no_active_secret: 'La aplicación SAML no tiene ningún certificado de firma activo.',
    invalid_certificate_pem_format: 'El certificado no es un certificado PEM válido.',
    certificate_required: 'Se requiere un certificado para cifrar las aserciones.',
    invalid_saml_request: 'La solicitud de autenticación SAML no es válida.',
    auth_request_issuer_not_match:
      'El emisor de la solicitud de autenticación no coincide con el ID de entidad de la aplicación.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'No se encontró la sesión de inicio de sesión SAML en las cookies.',
    sp_initiated_saml_sso_session_not_found:
      'No se encontró la sesión de inicio de sesión SAML o ha caducado.',
    state_mismatch:
      'El estado de la respuesta de autorización no coincide con la sesión de inicio de sesión SAML.',
    missing_email_address:
      'El usuario no tiene dirección de correo electrónico, que el formato de NameID requiere.',
    email_address_unverified: 'La dirección de correo electrónico del usuario no está verificada.',
  },
};

export const log: NonNullable<Errors['log']> = {
  invalid_time_window: 'El intervalo de tiempo no es válido: el inicio debe ser anterior al final.',
  invalid_type: 'El tipo de registro no es válido.',
};
