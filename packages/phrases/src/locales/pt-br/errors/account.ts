import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'A central da conta não está ativada.',
  field_not_enabled: 'Este campo não está ativado na central da conta.',
  field_not_editable: 'Este campo não pode ser editado.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'O registro de verificação não foi encontrado ou expirou.',
  permission_denied: 'Verifique sua identidade novamente antes de fazer esta alteração.',
};
