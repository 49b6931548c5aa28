import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'O código está incorreto ou já foi utilizado.',
  invalid_backup_code: 'O código de segurança está incorreto ou já foi utilizado.',
  webauthn_verification_failed:
    'Não foi possível verificar a chave de segurança ou a chave de acesso.',
  webauthn_verification_not_found:
    'Não foi encontrada nenhuma chave de segurança ou chave de acesso para esta conta.',
  pending_info_not_found:
    'O método de verificação a configurar não foi encontrado. Comece de novo.',
  mfa_factor_not_enabled: 'Este método de verificação não está ativado.',
  require_mfa_verification: 'Verifique com o seu segundo fator para continuar.',
  mfa_policy_not_user_controlled:
    'A verificação em dois passos é obrigatória e não pode ser ignorada.',
  backup_code_can_not_be_alone:
    'Os códigos de segurança não podem ser o único método de verificação.',
  backup_code_required: 'Configure códigos de segurança para continuar.',
};
