import type { LocalePhrases } from '../../../types.ts';

/** Get-started page: the first steps after installing. */
export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: 'البدء',
  subtitle: 'ثلاث خطوات لربط تطبيقك الأول بـ Gatehouse.',
  step: 'الخطوة {{number}}',
  create_application_title: 'إنشاء تطبيق',
  create_application_description:
    'سجّل تطبيق الويب أو تطبيق الجوال أو تطبيق الاتصال بين الأجهزة الذي يسجّل مستخدموه الدخول عبر Gatehouse.',
  create_application_action: 'الانتقال إلى التطبيقات',
  create_api_resource_title: 'حماية API',
  create_api_resource_description:
    'أضف الواجهة الخلفية لديك كمورد API وحدّد الصلاحيات التي تحملها رموز الوصول الخاصة به.',
  create_api_resource_action: 'الانتقال إلى موارد API',
  create_role_title: 'تحديد الأدوار',
  create_role_description: 'اجمع الصلاحيات في أدوار وامنحها للمستخدمين وتطبيقات الأجهزة.',
  create_role_action: 'الانتقال إلى الأدوار',
  section_coming_soon: 'غير متاح في هذا الإصدار بعد',
  docs_title: 'قراءة الوثائق',
  docs_description: 'أدلة لكل إطار عمل، ومراجع API، والمفاهيم.',
  docs_action: 'فتح الوثائق',
};
