import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Autenticación multifactor',
    description: 'Los segundos factores que este usuario ha configurado.',
    empty: 'Este usuario no ha configurado ningún factor.',
    load_error: 'No se pudieron cargar los factores.',
    created: 'Añadido el {{date}}',
    last_used: 'Último uso el {{date}}',
    remaining_codes: 'Quedan {{count}} códigos',
    remove_label: 'Quitar {{factor}}',
    remove_title: '¿Quitar {{factor}}?',
    remove_message:
      'El usuario ya no podrá usarlo para iniciar sesión y es posible que tenga que volver a configurar un factor.',
    removed: 'Se ha quitado {{factor}}.',
    reset_all: 'Restablecer todos los factores',
    reset_title: '¿Quitar todos los factores de este usuario?',
    reset_message:
      'Úsalo cuando el usuario haya perdido su dispositivo. Volverá a configurar la MFA si la política lo pide.',
    reset_done: 'Se han quitado todos los factores del usuario.',
  },
  lock: {
    locked: 'Bloqueado tras demasiados intentos de inicio de sesión fallidos, hasta el {{date}}.',
    unlock: 'Desbloquear',
    unlocked: 'El usuario está desbloqueado y puede volver a iniciar sesión.',
  },
};
