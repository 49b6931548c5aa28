import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method: 'طريقة تشفير كلمة المرور {{name}} غير مدعومة.',
  rejected: 'كلمة المرور لا تستوفي سياسة كلمات المرور.',
  expired: 'انتهت صلاحية كلمة المرور. يُرجى إعادة تعيينها.',
  invalid_legacy_password_format: 'تنسيق كلمة المرور القديمة غير صالح.',
  unsupported_legacy_hash_algorithm: 'خوارزمية التجزئة القديمة {{algorithm}} غير مدعومة.',
};
