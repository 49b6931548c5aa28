import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    username_or_email: 'Nombre de usuario o correo electrónico',
    username_or_phone: 'Nombre de usuario o número de teléfono',
    email_or_phone: 'Correo electrónico o número de teléfono',
    username_or_email_or_phone: 'Nombre de usuario, correo electrónico o número de teléfono',
    phone_hint: 'Con el prefijo del país, por ejemplo +34 912 345 678.',
    required: 'Rellena «{{label}}».',
    email_invalid: 'Introduce un correo electrónico como nombre@ejemplo.com.',
    phone_invalid: 'Introduce un número de teléfono con el prefijo del país, solo dígitos.',
    change: 'Cambiar',
    continue: 'Continuar',
  },
  sign_in_options: {
    password_title: 'Introduce tu contraseña',
    signing_in_as: 'Iniciando sesión como {{identifier}}',
    forgot_password: '¿Olvidaste tu contraseña?',
    use_code: 'Iniciar sesión con un código de verificación',
    use_password: 'Iniciar sesión con tu contraseña',
    password_changed: 'Tu contraseña se ha cambiado. Inicia sesión con la nueva.',
  },
  verification_code: {
    title: 'Introduce el código de verificación',
    description: 'Enviamos un código a {{identifier}}. Es válido durante 10 minutos.',
    label: 'Código de verificación',
    submit: 'Continuar',
    required: 'Introduce el código que recibiste.',
    resend: 'Enviar un código nuevo',
    resend_in: 'Podrás pedir un código nuevo en {{seconds}} segundos.',
    resent: 'Un código nuevo está en camino.',
    no_account: 'Ninguna cuenta usa {{identifier}} todavía.',
    create_account: 'Crear una cuenta con él',
    account_exists: 'Una cuenta ya usa {{identifier}}.',
    sign_in_instead: 'Iniciar sesión en ella',
    start_again: 'Empezar de nuevo',
  },
  registration: {
    code_description: 'Te enviaremos un código para confirmarlo.',
    send_code: 'Enviar código',
    profile_title: 'Completa tu cuenta',
    profile_description: 'Faltan algunos datos para terminar.',
    finish: 'Terminar',
  },
  forgot_password: {
    title: 'Restablece tu contraseña',
    description: 'Enviaremos un código al correo electrónico o al teléfono de tu cuenta.',
    send_code: 'Enviar código',
    back_to_sign_in: 'Volver a iniciar sesión',
    new_password_title: 'Establece una contraseña nueva',
    new_password: 'Contraseña nueva',
    confirm_password: 'Confirma la contraseña nueva',
    submit: 'Restablecer contraseña',
    unavailable:
      'El restablecimiento de contraseña no está disponible aquí. Contacta con el soporte de este servicio.',
  },
  password_toggle: {
    show: 'Mostrar contraseña',
    hide: 'Ocultar contraseña',
  },
  demo_app: {
    title: 'Vista previa en vivo',
    description:
      'Prueba el inicio de sesión de este inquilino con su aplicación de demostración integrada.',
    sign_in: 'Iniciar sesión',
    signed_in_title: 'Has iniciado sesión',
    claims: 'Claims de tu token de ID',
    sign_out: 'Cerrar sesión',
    failed: 'El inicio de sesión no se completó: {{error}}',
  },
};
