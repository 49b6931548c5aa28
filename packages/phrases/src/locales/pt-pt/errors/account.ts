import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'O centro da conta não está ativado.',
  field_not_enabled: 'Este campo não está ativado no centro da conta.',
  field_not_editable: 'Este campo não pode ser editado.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'O registo de verificação não foi encontrado ou expirou.',
  permission_denied: 'Verifique novamente a sua identidade antes de fazer esta alteração.',
};
