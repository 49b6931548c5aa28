import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Configurar la verificación en dos pasos',
    bind_description: 'Añade un segundo paso para proteger tu cuenta.',
    verify_title: 'Verifica que eres tú',
    verify_description: 'Confirma tu inicio de sesión con tu segundo paso.',
    choose_method: 'Elige un método',
    other_methods: 'Otros métodos',
    factor_totp: 'Aplicación de autenticación',
    factor_totp_description: 'Códigos de una aplicación como Google Authenticator o 1Password.',
    factor_webauthn: 'Llave de acceso o llave de seguridad',
    factor_webauthn_description:
      'El bloqueo de pantalla de tu dispositivo o una llave de seguridad.',
    factor_backup_code: 'Código de respaldo',
    factor_backup_code_description:
      'Uno de los códigos que guardaste al configurar la verificación en dos pasos.',
    skip: 'Omitir por ahora',
    back: 'Volver',
    totp_scan:
      'Escanea este código QR con tu aplicación de autenticación o escribe en ella la clave de configuración.',
    totp_qr_alt: 'Código QR para añadir esta cuenta a tu aplicación de autenticación',
    totp_secret: 'Clave de configuración',
    totp_code: 'Código de la aplicación',
    totp_code_hint: 'El código de 6 dígitos que muestra ahora tu aplicación.',
    backup_code: 'Código de respaldo',
    code_required: 'Introduce el código.',
    verify: 'Verificar',
    webauthn_create_description:
      'Tu navegador te pedirá crear una llave de acceso con tu dispositivo o una llave de seguridad.',
    webauthn_create: 'Crear una llave de acceso',
    webauthn_use_description: 'Tu navegador te pedirá tu llave de acceso o llave de seguridad.',
    webauthn_use: 'Usar mi llave de acceso',
    webauthn_unsupported: 'Este navegador no admite llaves de acceso. Elige otro método.',
    webauthn_cancelled:
      'La solicitud de la llave de acceso se canceló o caducó. Inténtalo de nuevo.',
    backup_title: 'Guarda tus códigos de respaldo',
    backup_description:
      'Cada código funciona una sola vez. Guárdalos en un lugar seguro: te permiten iniciar sesión si pierdes tu otro método.',
    backup_codes: 'Tus códigos de respaldo',
    backup_copy: 'Copiar códigos',
    backup_copied: 'Los códigos se han copiado.',
    backup_download: 'Descargar códigos',
    backup_saved: 'He guardado estos códigos',
    factor_email_code: 'Código por correo electrónico',
    factor_email_code_description: 'Un código enviado a tu dirección de correo electrónico.',
    factor_phone_code: 'Código por mensaje de texto',
    factor_phone_code_description: 'Un código enviado a tu teléfono por SMS.',
    email_code_send_description: 'Enviaremos un código a {{address}}.',
    phone_code_send_description: 'Enviaremos un código por mensaje de texto a {{address}}.',
    email_code_your_address: 'tu dirección de correo electrónico',
    phone_code_your_address: 'tu teléfono',
    code_send: 'Enviar código',
    code_sent: 'Hemos enviado un código a {{address}}. Es válido durante 10 minutos.',
    code_received: 'Código recibido',
    code_resend: 'Enviar un código nuevo',
    factor_email_add: 'Añadir un correo electrónico',
    factor_email_add_description: 'Recibe códigos en un correo electrónico que añadas ahora.',
    factor_phone_add: 'Añadir un número de teléfono',
    factor_phone_add_description:
      'Recibe códigos por SMS en un número de teléfono que añadas ahora.',
    email_add_description:
      'Introduce tu correo electrónico. Te enviaremos un código y pasará a ser el correo de tu cuenta.',
    phone_add_description:
      'Introduce tu número de teléfono. Te enviaremos un código por SMS y pasará a ser el teléfono de tu cuenta.',
    email_add_change: 'Usar otro correo electrónico',
    phone_add_change: 'Usar otro número de teléfono',
    passkey_sign_in: 'Iniciar sesión con una llave de acceso',
  },
};
