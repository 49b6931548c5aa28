import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Inicio de sesión único',
    notice:
      'El inicio de sesión único está activado para este correo. Continúa con el proveedor de identidad de tu organización.',
    signing_in: 'Iniciando sesión con inicio de sesión único…',
    failed_title: 'El inicio de sesión único no funcionó',
    state_mismatch: 'No se pudo confirmar este inicio de sesión único. Vuelve a empezar.',
    registration_closed: 'Ninguna cuenta usa esta identidad todavía y el registro está cerrado.',
    back_to_sign_in: 'Volver a iniciar sesión',
  },
};
