import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'Hesap merkezi etkin değil.',
  field_not_enabled: 'Bu alan hesap merkezinde etkin değil.',
  field_not_editable: 'Bu alan düzenlenemez.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'Doğrulama kaydı bulunamadı veya süresi doldu.',
  permission_denied: 'Bu değişikliği yapmadan önce kimliğinizi yeniden doğrulayın.',
};
