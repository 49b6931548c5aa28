import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: 'Iniciar sesión',
    register: 'Crear cuenta',
    consent: 'Autorizar acceso',
    error: 'Algo salió mal',
    not_found: 'Página no encontrada',
  },
  general: {
    loading: 'Cargando…',
    logo_alt: 'Logotipo',
    terms_of_use: 'Condiciones de uso',
    privacy_policy: 'Política de privacidad',
    legal_links: 'Aviso legal',
    requirement_met: 'cumplido',
    requirement_not_met: 'no cumplido',
  },
  sign_in: {
    title: 'Iniciar sesión',
    description: 'Inicia sesión para continuar.',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    no_account: '¿Aún no tienes cuenta?',
    create_account: 'Crear cuenta',
  },
  register: {
    title: 'Crear cuenta',
    description: 'Elige un nombre de usuario y una contraseña.',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    confirm_password: 'Confirmar contraseña',
    submit: 'Crear cuenta',
    have_account: '¿Ya tienes una cuenta?',
    sign_in: 'Iniciar sesión',
    closed_title: 'El registro está cerrado',
    closed_description:
      'Aquí no se pueden crear cuentas nuevas. Inicia sesión con una cuenta existente.',
    first_admin_title: 'Crear la cuenta de administrador',
    first_admin_description:
      'Esta es la primera cuenta de esta instalación de Gatehouse: será la del administrador, que inicia sesión en la consola y lo gestiona todo. Elige un nombre de usuario y una contraseña.',
  },
  consent: {
    title: 'Autorizar a {{name}}',
    description: '{{name}} solicita acceso a tu cuenta.',
    scopes_heading: 'Podrá:',
    no_scopes: 'No solicita permisos adicionales.',
    authorize: 'Autorizar',
    load_failed: 'No se pudo cargar la solicitud de autorización.',
    organizations_heading: 'Organizaciones a las que podrá acceder:',
    no_organizations: 'No eres miembro de ninguna organización.',
  },
  error_page: {
    title: 'Algo salió mal',
    description:
      'No se pudo completar la solicitud de inicio de sesión. Vuelve a la aplicación e inténtalo de nuevo.',
    not_found_title: 'Página no encontrada',
    not_found_description: 'Esta página no existe.',
    back_to_sign_in: 'Ir a iniciar sesión',
    experience_unavailable:
      'No se pudo cargar la página de inicio de sesión. Inténtalo de nuevo más tarde.',
    unknown_application:
      'Este servicio de inicio de sesión no conoce esta aplicación. Vuelve a la aplicación y contacta con su desarrollador si el problema continúa.',
    unregistered_redirect_uri:
      'La aplicación pidió enviarte de vuelta a una dirección que no ha registrado. Contacta con el desarrollador de la aplicación.',
  },
  validation: {
    username_required: 'Introduce tu nombre de usuario.',
    username_invalid:
      'Un nombre de usuario empieza por una letra o un guion bajo y contiene solo letras, dígitos y guiones bajos.',
    password_required: 'Introduce tu contraseña.',
    confirm_password_required: 'Vuelve a introducir tu contraseña.',
    passwords_mismatch: 'Las contraseñas no coinciden.',
  },
};
