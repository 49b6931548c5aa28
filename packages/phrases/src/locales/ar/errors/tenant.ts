import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: 'المستأجر غير موجود.',
  only_default_tenant_in_oss: 'لا يُدعم في الإصدار المستضاف ذاتيًا سوى المستأجر الافتراضي.',
};
