import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Autenticação multifator',
    description: 'Os segundos fatores que este utilizador configurou.',
    empty: 'Este utilizador não configurou nenhum fator.',
    load_error: 'Não foi possível carregar os fatores.',
    created: 'Adicionado a {{date}}',
    last_used: 'Utilizado pela última vez a {{date}}',
    remaining_codes: 'Restam {{count}} códigos',
    remove_label: 'Remover {{factor}}',
    remove_title: 'Remover {{factor}}?',
    remove_message:
      'O utilizador deixa de o poder usar para iniciar sessão e poderá ter de configurar um fator novamente.',
    removed: '{{factor}} foi removido.',
    reset_all: 'Repor todos os fatores',
    reset_title: 'Remover todos os fatores deste utilizador?',
    reset_message:
      'Utilize isto quando o utilizador perdeu o dispositivo. Voltará a configurar a MFA se a política o exigir.',
    reset_done: 'Todos os fatores do utilizador foram removidos.',
  },
  lock: {
    locked: 'Bloqueado após demasiadas tentativas de início de sessão falhadas, até {{date}}.',
    unlock: 'Desbloquear',
    unlocked: 'O utilizador foi desbloqueado e pode voltar a iniciar sessão.',
  },
};
