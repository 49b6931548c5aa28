import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'O código está incorreto ou já foi usado.',
  invalid_backup_code: 'O código de backup está incorreto ou já foi usado.',
  webauthn_verification_failed: 'Não foi possível verificar a chave de segurança ou a passkey.',
  webauthn_verification_not_found:
    'Nenhuma chave de segurança ou passkey foi encontrada para esta conta.',
  pending_info_not_found:
    'O método de verificação a configurar não foi encontrado. Comece novamente.',
  mfa_factor_not_enabled: 'Este método de verificação não está ativado.',
  require_mfa_verification: 'Verifique com seu segundo fator para continuar.',
  mfa_policy_not_user_controlled:
    'A verificação em duas etapas é obrigatória e não pode ser pulada.',
  backup_code_can_not_be_alone: 'Os códigos de backup não podem ser o único método de verificação.',
  backup_code_required: 'Configure códigos de backup para continuar.',
};
