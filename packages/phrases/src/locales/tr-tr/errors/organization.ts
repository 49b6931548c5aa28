import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'Devam etmek için kullanıcının kuruluşun üyesi olması gerekir.',
  role_names_not_found: 'Şu adlara sahip kuruluş rolleri bulunamadı: {{roleNames}}.',
};
