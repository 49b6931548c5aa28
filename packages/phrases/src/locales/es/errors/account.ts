import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'El centro de cuenta no está habilitado.',
  field_not_enabled: 'Este campo no está habilitado en el centro de cuenta.',
  field_not_editable: 'Este campo no se puede editar.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'No se encontró el registro de verificación o ha caducado.',
  permission_denied: 'Verifica tu identidad de nuevo antes de hacer este cambio.',
};
