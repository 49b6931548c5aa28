import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Login único',
    notice:
      'O login único está ativado para este e-mail. Continue com o provedor de identidade da sua organização.',
    signing_in: 'Entrando com login único…',
    failed_title: 'O login único não funcionou',
    state_mismatch: 'Não foi possível confirmar este login único. Comece novamente.',
    registration_closed: 'Nenhuma conta usa esta identidade ainda e o cadastro está fechado.',
    back_to_sign_in: 'Voltar para o login',
  },
};
