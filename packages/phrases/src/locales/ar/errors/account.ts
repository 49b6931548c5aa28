import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: 'مركز الحساب غير مفعّل.',
  field_not_enabled: 'هذا الحقل غير مفعّل في مركز الحساب.',
  field_not_editable: 'لا يمكن تعديل هذا الحقل.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: 'لم يتم العثور على سجل التحقق أو انتهت صلاحيته.',
  permission_denied: 'تحقّق من هويتك مرة أخرى قبل إجراء هذا التغيير.',
};
