import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Seguridad',
  subtitle:
    'Protege las cuentas: reglas de contraseña, protección contra bots y bloqueo tras intentos fallidos.',
  load_error: 'No se pudo cargar la configuración de seguridad. Inténtalo de nuevo más tarde.',
  tabs_label: 'Configuración de seguridad',
  tabs: {
    'password-policy': 'Política de contraseñas',
    captcha: 'CAPTCHA',
    general: 'General',
  },
  password_policy: {
    length_title: 'Longitud de la contraseña',
    min_length: 'Longitud mínima',
    max_length: 'Longitud máxima',
    min_not_above_max: 'La longitud mínima no debe superar la longitud máxima.',
    character_types_title: 'Tipos de caracteres',
    character_types: 'Tipos de caracteres obligatorios',
    character_types_description:
      'Cuántos de estos tipos contiene una contraseña: minúsculas, mayúsculas, dígitos y símbolos.',
    character_types_option: 'Al menos {{count}} de 4',
    rejects_title: 'Contraseñas rechazadas',
    pwned: 'Rechazar contraseñas encontradas en filtraciones de datos conocidas',
    repetition_and_sequence: 'Rechazar caracteres repetidos o consecutivos (como «aaa» o «1234»)',
    user_info:
      'Rechazar la información del propio usuario (nombre, nombre de usuario, correo, teléfono)',
    words: 'Palabras personalizadas',
    words_description:
      'Se rechazan las contraseñas formadas principalmente por estas palabras. Pulsa Intro después de cada una.',
    checker_title: 'Probar la política',
    checker_description:
      'Escribe una contraseña de ejemplo para ver qué reglas incumple. No se envía.',
    checker_input: 'Contraseña de ejemplo',
    checker_ok: 'Esta contraseña cumple todas las reglas comprobadas aquí.',
    checker_pwned_note:
      'La comprobación de filtraciones se realiza en el servidor cuando se establece una contraseña.',
    checker_breaks: 'Reglas que incumple esta contraseña:',
    rules: {
      too_short: 'Menos de {{min}} caracteres',
      too_long: 'Más de {{max}} caracteres',
      unsupported_characters: 'Contiene caracteres que no son letras, dígitos ni símbolos',
      character_types: 'Menos de {{min}} tipos de caracteres',
      pwned: 'Encontrada en una filtración de datos',
      'restricted.repetition': 'Formada principalmente por caracteres repetidos',
      'restricted.sequence': 'Formada principalmente por caracteres consecutivos',
      'restricted.words': 'Formada principalmente por palabras personalizadas',
      'restricted.user_info': 'Formada principalmente por información del propio usuario',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description:
      'Solicitar un CAPTCHA al iniciar sesión y al registrarse, verificado por el servidor.',
    enabled: 'Exigir un CAPTCHA',
    enabled_description:
      'Los usuarios resuelven el desafío del proveedor antes de iniciar sesión o registrarse.',
    needs_provider: 'Configura un proveedor de CAPTCHA antes de exigirlo.',
    provider_title: 'Proveedor de CAPTCHA',
    no_provider: 'Todavía no hay ningún proveedor de CAPTCHA configurado. Elige uno:',
    choose: 'Configurar {{name}}',
    configured: 'Proveedor configurado',
    site_key: 'Clave del sitio',
    secret_key: 'Clave secreta',
    project_id: 'ID del proyecto',
    domain: 'Dominio',
    domain_description: 'Opcional, p. ej. www.recaptcha.net donde google.com está bloqueado.',
    mode: 'Modo',
    modes: { checkbox: 'Casilla de verificación', invisible: 'Invisible' },
    view_details: 'Detalles',
    guide_title: 'Configurar {{name}}',
    guide_intro: 'Crea las claves con el proveedor y luego introdúcelas aquí.',
    guide_steps: {
      Turnstile: {
        step_1: 'En el panel de Cloudflare, abre Turnstile y añade un widget.',
        step_2: 'Añade el dominio de tu página de inicio de sesión como nombre de host permitido.',
        step_3: 'Copia la clave del sitio y la clave secreta en el formulario de abajo.',
      },
      RecaptchaEnterprise: {
        step_1: 'En Google Cloud, habilita la API de reCAPTCHA Enterprise para un proyecto.',
        step_2:
          'Crea una clave de sitio web para el dominio de tu página de inicio de sesión y cópiala.',
        step_3:
          'Crea una clave de API autorizada a llamar a reCAPTCHA Enterprise; es la clave secreta.',
        step_4: 'Introduce las claves y el ID del proyecto abajo.',
      },
    },
    save_provider: 'Guardar proveedor',
    saved_provider: 'Se ha guardado el proveedor de CAPTCHA.',
    details_title: 'Detalles del proveedor de CAPTCHA',
    delete_provider: 'Quitar proveedor',
    delete_title: '¿Quitar el proveedor de CAPTCHA?',
    delete_message: 'Ya no se exigirá el CAPTCHA al iniciar sesión ni al registrarse.',
    deleted: 'Se ha quitado el proveedor de CAPTCHA.',
    not_available:
      'El servidor todavía no ofrece proveedores de CAPTCHA, así que aquí no se puede configurar ninguno.',
    back: 'Volver a CAPTCHA',
  },
  general: {
    lockout_title: 'Bloqueo tras intentos fallidos',
    lockout_description:
      'Tras este número de intentos fallidos de contraseña o código con un identificador en una hora, este se bloquea.',
    max_attempts: 'Máximo de intentos fallidos',
    lockout_duration: 'Duración del bloqueo (minutos)',
    blocklist_title: 'Lista de bloqueo de correos',
    blocklist_description: 'Rechazar algunas direcciones de correo al registrarse y al añadir una.',
    block_subaddressing: 'Bloquear subdirecciones (como nombre+etiqueta@example.com)',
    custom_blocklist: 'Direcciones y dominios bloqueados',
    custom_blocklist_description:
      'Una dirección (nombre@example.com) o un dominio (@example.com). Pulsa Intro después de cada uno.',
  },
};
