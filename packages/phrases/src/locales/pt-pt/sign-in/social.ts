import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Continuar com {{name}}',
    divider: 'ou',
    group_label: 'Iniciar sessão com outro serviço',
    signing_in: 'A iniciar sessão…',
    link_title: 'Associe a sua conta',
    link_description:
      'Já existe uma conta com {{identifier}}. Associar-lhe o início de sessão com {{name}} e continuar?',
    link_confirm: 'Associar e continuar',
    back_to_sign_in: 'Voltar ao início de sessão',
    failed_title: 'Não foi possível iniciar sessão',
    state_mismatch: 'Não foi possível confirmar este início de sessão. Comece de novo.',
    registration_closed: 'Nenhuma conta usa ainda este início de sessão e o registo está fechado.',
  },
};
