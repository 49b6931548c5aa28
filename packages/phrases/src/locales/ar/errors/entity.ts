import type { LocalePhrases } from '../../../types.ts';

export const entity: NonNullable<NonNullable<LocalePhrases['errors']>['entity']> = {
  invalid_input: 'إدخال غير صالح. قد لا تطابق القيم البنية المتوقعة.',
  value_too_long: 'إحدى القيم طويلة جدًا.',
  create_failed: 'فشل إنشاء {{name}}.',
  db_constraint_violated: 'تم انتهاك أحد قيود قاعدة البيانات.',
  not_exists: '{{name}} غير موجود.',
  not_exists_with_id: '{{name}} ذو المعرّف `{{id}}` غير موجود.',
  not_found: 'المورد غير موجود.',
  relation_foreign_key_not_found: 'أحد الكيانات المُشار إليها غير موجود.',
  unique_integrity_violation: 'الكيان موجود بالفعل. تحقّق من إدخالك وحاول مرة أخرى.',
};
