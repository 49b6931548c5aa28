import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: 'مُدخلات الطلب غير صالحة.',
  invalid_pagination: 'معاملات ترقيم الصفحات غير صالحة.',
  can_not_get_tenant_id: 'تعذّر تحديد المستأجر الخاص بهذا الطلب.',
  file_size_exceeded: 'يتجاوز حجم الملف الحد الأقصى البالغ {{limit}} بايت.',
  mime_type_not_allowed: 'الملفات من النوع {{mimeType}} غير مسموح بها.',
  not_allowed_for_admin_tenant: 'هذا غير مسموح به لمستأجر الإدارة.',
};
