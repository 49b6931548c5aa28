import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Continuar con {{name}}',
    divider: 'o',
    group_label: 'Iniciar sesión con otro servicio',
    signing_in: 'Iniciando sesión…',
    link_title: 'Vincula tu cuenta',
    link_description:
      'Ya existe una cuenta con {{identifier}}. ¿Vincular tu inicio de sesión de {{name}} a ella y continuar?',
    link_confirm: 'Vincular y continuar',
    back_to_sign_in: 'Volver a iniciar sesión',
    failed_title: 'No se pudo iniciar sesión',
    state_mismatch: 'No se pudo confirmar este inicio de sesión. Vuelve a empezar.',
    registration_closed:
      'Ninguna cuenta usa todavía este inicio de sesión y el registro está cerrado.',
  },
};
