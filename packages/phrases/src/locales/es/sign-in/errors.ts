import type { LocalePhrases } from '../../../types.ts';

/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: 'Algo salió mal. Inténtalo de nuevo.',
    network: 'No se puede conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    session: {
      forgot_password_not_enabled: 'El restablecimiento de contraseña no está disponible aquí.',
      not_supported_for_forgot_password:
        'Esta acción no está disponible mientras se restablece una contraseña.',
      invalid_credentials: 'El nombre de usuario o la contraseña no son correctos.',
      registration_disabled: 'El registro está cerrado. Inicia sesión con una cuenta existente.',
      not_found:
        'Tu sesión de inicio de sesión ha caducado. Vuelve a la aplicación y empieza de nuevo.',
      interaction_not_found:
        'Tu sesión de inicio de sesión ha caducado. Vuelve a la aplicación y empieza de nuevo.',
      verification_session_not_found:
        'Tu sesión de inicio de sesión ha caducado. Inténtalo de nuevo.',
      verification_failed: 'La verificación no se completó correctamente. Inténtalo de nuevo.',
      verification_blocked_too_many_attempts:
        'Demasiados intentos. Espera un rato e inténtalo de nuevo.',
      identifier_not_found: 'El nombre de usuario o la contraseña no son correctos.',
      invalid_interaction_type: 'Esta acción no está disponible para la solicitud actual.',
      invalid_sign_in_method: 'Este método de inicio de sesión no está habilitado.',
      identity_conflict: 'Esta cuenta ya está vinculada a otra identidad.',
      captcha_required: 'Completa el CAPTCHA.',
      captcha_failed: 'La comprobación CAPTCHA ha fallado. Inténtalo de nuevo.',
      unauthorized: 'Inicia sesión primero.',
      mfa: {
        require_mfa_verification: 'Se requiere una verificación adicional para iniciar sesión.',
      },
    },
    user: {
      email_already_in_use: 'Este correo electrónico ya lo usa otra cuenta.',
      phone_already_in_use: 'Este número de teléfono ya lo usa otra cuenta.',
      invalid_phone: 'Este número de teléfono no es válido. Incluye el prefijo del país.',
      new_password_required_in_profile: 'Establece una contraseña nueva para continuar.',
      same_password: 'La contraseña nueva debe ser distinta de la actual.',
      suspended: 'Esta cuenta está suspendida.',
      username_already_in_use: 'Este nombre de usuario ya está en uso.',
      user_not_exist: 'El nombre de usuario o la contraseña no son correctos.',
      sign_in_method_not_enabled: 'Este método de inicio de sesión no está habilitado.',
      sign_up_method_not_enabled: 'Este método de registro no está habilitado.',
      missing_profile: 'Falta información obligatoria de la cuenta.',
      username_required: 'Se requiere un nombre de usuario.',
      password_required_in_profile: 'Se requiere una contraseña.',
      suggest_mfa: 'Se recomienda una verificación adicional para esta cuenta.',
      missing_mfa: 'Hay que configurar una verificación adicional para esta cuenta.',
      username_starts_with_number: 'Un nombre de usuario no puede empezar por un dígito.',
      username_invalid_charset_hard: 'El nombre de usuario contiene caracteres no permitidos.',
      username_too_short: 'El nombre de usuario es demasiado corto.',
      username_too_long: 'El nombre de usuario es demasiado largo.',
      username_uppercase_not_allowed: 'No se permiten mayúsculas en el nombre de usuario.',
      username_lowercase_not_allowed: 'No se permiten minúsculas en el nombre de usuario.',
      username_numbers_not_allowed: 'No se permiten dígitos en el nombre de usuario.',
      username_underscore_not_allowed: 'No se permiten guiones bajos en el nombre de usuario.',
    },
    verification_code: {
      code_mismatch: 'El código es incorrecto.',
      expired: 'El código ha caducado. Pide uno nuevo.',
      exceed_max_try: 'Demasiados códigos incorrectos. Pide uno nuevo.',
      not_found: 'No hay ningún código pendiente para esta dirección. Pide uno nuevo.',
    },
    connector: {
      not_found:
        'Ahora no se pueden enviar códigos: este servicio no tiene ningún remitente configurado.',
      general: 'No se pudo enviar el código. Inténtalo de nuevo.',
    },
    password: {
      rejected: 'La contraseña no cumple los requisitos.',
      expired: 'Tu contraseña ha caducado. Restablécela para continuar.',
    },
    password_rejected: {
      too_short: 'Usa al menos {{min}} caracteres.',
      too_long: 'Usa como máximo {{max}} caracteres.',
      unsupported_characters:
        'Usa solo letras, dígitos, espacios y los símbolos de un teclado estándar.',
      character_types:
        'Usa caracteres de al menos {{min}} tipos: minúsculas, mayúsculas, dígitos, símbolos.',
      pwned: 'Esta contraseña ha aparecido en una filtración de datos. Elige otra.',
      restricted: {
        repetition: 'Evita caracteres repetidos como «aaa».',
        sequence: 'Evita secuencias como «abc», «123» o «qwe».',
        words: 'Evita palabras propias de este producto.',
        user_info: 'Evita usar tu nombre de usuario u otros datos personales.',
      },
    },
    guard: {
      invalid_input: 'Parte de la información introducida no es válida.',
    },
    request: {
      general: 'La solicitud ha fallado. Inténtalo de nuevo.',
      invalid_input: 'Parte de la información introducida no es válida.',
      message_rate_limited: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
      rate_limited: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    },
    oidc: {
      invalid_request:
        'La solicitud de inicio de sesión no es válida. Vuelve a la aplicación y empieza de nuevo.',
      session_not_found:
        'Tu sesión de inicio de sesión ha caducado. Vuelve a la aplicación y empieza de nuevo.',
      access_denied: 'Se ha denegado el acceso.',
      aborted: 'Se ha cancelado el inicio de sesión.',
    },
    application: {
      user_consent_scopes_not_found: 'No se encontraron los permisos solicitados.',
    },
    entity: {
      not_exists: 'El elemento solicitado no existe.',
      not_found: 'El elemento solicitado no existe.',
    },
  },
};
