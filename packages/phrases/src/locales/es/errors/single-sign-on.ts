import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'No se permiten dominios de correo públicos.',
  duplicated_domains: 'Hay dominios duplicados.',
  invalid_domain_format: 'Formato de dominio no válido.',
  duplicate_connector_name: 'El nombre del conector ya existe. Elige otro nombre.',
  idp_initiated_authentication_not_supported:
    'La autenticación iniciada por el IdP solo se admite en conectores SAML.',
  idp_initiated_authentication_invalid_application_type:
    'Tipo de aplicación no válido. Solo se permiten aplicaciones {{type}}.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'El URI de redirección no está registrado. Revisa la configuración de la aplicación.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'No se encontró el URI de devolución del cliente para la autenticación iniciada por el IdP. Revisa la configuración del conector.',
  can_not_delete_active_signing_key: 'No se puede eliminar una clave de firma activa.',
  can_not_deactivate_signing_key_in_use:
    'La clave de firma está en uso y no se puede desactivar. Activa otra clave primero.',
  active_signing_key_required:
    'El conector necesita una clave de firma activa para firmar solicitudes.',
  sso_signing_unavailable: 'No se pudo firmar la solicitud SAML.',
};
