import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Autenticação multifator',
    description: 'Os segundos fatores que este usuário configurou.',
    empty: 'Este usuário não configurou nenhum fator.',
    load_error: 'Não foi possível carregar os fatores.',
    created: 'Adicionado em {{date}}',
    last_used: 'Usado pela última vez em {{date}}',
    remaining_codes: '{{count}} códigos restantes',
    remove_label: 'Remover {{factor}}',
    remove_title: 'Remover {{factor}}?',
    remove_message:
      'O usuário não poderá mais usá-lo para fazer login e talvez precise configurar um fator novamente.',
    removed: '{{factor}} foi removido.',
    reset_all: 'Redefinir todos os fatores',
    reset_title: 'Remover todos os fatores deste usuário?',
    reset_message:
      'Use quando o usuário perder o dispositivo. Ele configurará a MFA novamente se a política exigir.',
    reset_done: 'Todos os fatores do usuário foram removidos.',
  },
  lock: {
    locked: 'Bloqueado após muitas tentativas de login malsucedidas, até {{date}}.',
    unlock: 'Desbloquear',
    unlocked: 'O usuário foi desbloqueado e pode fazer login novamente.',
  },
};
