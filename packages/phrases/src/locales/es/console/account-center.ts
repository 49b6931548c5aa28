import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Centro de cuenta',
    subtitle:
      'Permite que los usuarios gestionen su propia cuenta en /account y mediante la Account API, campo por campo.',
    load_error: 'No se pudo cargar la configuración del centro de cuenta.',
    enabled_title: 'Centro de cuenta',
    enabled: 'Activar el centro de cuenta',
    enabled_description:
      'Si está desactivado, la página de cuenta y la Account API rechazan todas las solicitudes.',
    fields_title: 'Campos',
    fields_description:
      'Desactivado oculta un campo, Solo lectura lo muestra sin cambios, Editar permite cambiarlo.',
    access: { Off: 'Desactivado', ReadOnly: 'Solo lectura', Edit: 'Editar' },
    fields: {
      name: 'Nombre',
      avatar: 'Avatar',
      profile: 'Perfil (claims OIDC)',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      password: 'Contraseña',
      username: 'Nombre de usuario',
      social: 'Identidades sociales',
      customData: 'Datos personalizados',
      mfa: 'Autenticación multifactor',
      passkey: 'Passkeys',
      session: 'Sesiones',
    },
    webauthn_title: 'Orígenes relacionados de passkeys',
    webauthn_origins: 'Orígenes relacionados',
    webauthn_origins_description:
      'Otros orígenes de tus aplicaciones donde funcionan las passkeys de este tenant, una URL por línea.',
    webauthn_origin_invalid: 'Cada línea debe ser una URL, como https://app.example.com.',
  };
