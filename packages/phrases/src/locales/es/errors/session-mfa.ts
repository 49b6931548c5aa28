import type { LocalePhrases } from '../../../types.ts';

type SessionPhrases = NonNullable<NonNullable<LocalePhrases['errors']>['session']>;

export const sessionMfa: NonNullable<SessionPhrases['mfa']> = {
  invalid_totp_code: 'El código no es correcto o ya se ha usado.',
  invalid_backup_code: 'El código de respaldo no es correcto o ya se ha usado.',
  webauthn_verification_failed: 'No se pudo verificar la llave de seguridad o la passkey.',
  webauthn_verification_not_found:
    'No se encontró ninguna llave de seguridad ni passkey para esta cuenta.',
  pending_info_not_found:
    'No se encontró el método de verificación que se iba a configurar. Vuelve a empezar.',
  mfa_factor_not_enabled: 'Este método de verificación no está habilitado.',
  require_mfa_verification: 'Verifica con tu segundo factor para continuar.',
  mfa_policy_not_user_controlled:
    'La verificación en dos pasos es obligatoria y no se puede omitir.',
  backup_code_can_not_be_alone:
    'Los códigos de respaldo no pueden ser el único método de verificación.',
  backup_code_required: 'Configura códigos de respaldo para continuar.',
};
