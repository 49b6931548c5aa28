import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

export const session: NonNullable<NonNullable<LocalePhrases['errors']>['session']> = {
  verification_failed: 'La verificación no se completó. Inténtalo de nuevo.',
  connector_id_mismatch: 'El conector no coincide con el que inició esta verificación.',
  identity_conflict: 'La cuenta ya está vinculada a otra identidad de este proveedor.',
  not_found:
    'No se encontró la sesión de inicio de sesión. Vuelve atrás y empieza a iniciar sesión de nuevo.',
  invalid_credentials: 'La cuenta o la contraseña no son correctas.',
  registration_disabled:
    'El registro está cerrado. Pide a un administrador que cree una cuenta para ti.',
  sign_in_disabled: 'El inicio de sesión aún no está disponible. Crea una cuenta primero.',
  invalid_interaction_type: 'Esta acción no está permitida en el paso actual.',
  identifier_not_found:
    'No se encontró el identificador de usuario. Vuelve atrás e inicia sesión de nuevo.',
  verification_session_not_found: 'No se encontró la verificación. Inténtalo de nuevo.',
  forgot_password_not_enabled: 'El restablecimiento de contraseña no está habilitado.',
  insufficient_info: 'Falta información.',
  interaction_not_found:
    'No se encontró la sesión de inicio de sesión. Vuelve atrás y empieza a iniciar sesión de nuevo.',
  verification_blocked_too_many_attempts:
    'Demasiados intentos fallidos para esta cuenta. Espera un rato y vuelve a intentarlo.',
  not_supported_for_forgot_password: 'Esto no está disponible al restablecer una contraseña.',
  captcha_required: 'Completa el captcha.',
  captcha_failed: 'No se pudo verificar el captcha. Inténtalo de nuevo.',
  sso_enabled:
    'Esta dirección de correo inicia sesión con inicio de sesión único. Continúa con el proveedor de identidad de tu organización.',
  mfa: sessionMfa,
};
