import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Início de sessão único',
    notice:
      'O início de sessão único está ativo para este e-mail. Continue com o fornecedor de identidade da sua organização.',
    signing_in: 'A iniciar sessão com início de sessão único…',
    failed_title: 'O início de sessão único não funcionou',
    state_mismatch: 'Não foi possível confirmar este início de sessão único. Comece de novo.',
    registration_closed: 'Nenhuma conta usa ainda esta identidade e o registo está fechado.',
    back_to_sign_in: 'Voltar ao início de sessão',
  },
};
