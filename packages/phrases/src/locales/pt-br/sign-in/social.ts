import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Continuar com {{name}}',
    divider: 'ou',
    group_label: 'Entrar com outro serviço',
    signing_in: 'Entrando…',
    link_title: 'Vincule sua conta',
    link_description:
      'Já existe uma conta com {{identifier}}. Vincular seu login do {{name}} a ela e continuar?',
    link_confirm: 'Vincular e continuar',
    back_to_sign_in: 'Voltar para o login',
    failed_title: 'Não foi possível entrar',
    state_mismatch: 'Não foi possível confirmar este login. Comece novamente.',
    registration_closed: 'Nenhuma conta usa este login ainda e o cadastro está fechado.',
  },
};
