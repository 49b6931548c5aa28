import type { LocalePhrases } from '../../../types.ts';

/** Messages the console shows for failures it detects itself (not the server's messages). */
export const errors: NonNullable<NonNullable<LocalePhrases['console']>['errors']> = {
  page_not_found: 'الصفحة غير موجودة',
  page_not_found_description: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
  back_to_console: 'العودة إلى وحدة التحكم',
  something_went_wrong: 'حدث خطأ ما',
  something_went_wrong_description: 'أوقف خطأ غير متوقع هذه الصفحة. حاول مرة أخرى.',
  more_details: 'مزيد من التفاصيل',
  hide_details: 'إخفاء التفاصيل',
  unknown_server_error: 'حدث خطأ غير معروف في الخادم.',
  unexpected_error: 'حدث خطأ غير متوقع.',
  network_error: 'يتعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  request_timeout: 'استغرق الطلب وقتًا طويلًا. حاول مرة أخرى.',
  http_status: {
    '400': 'الطلب غير صالح.',
    '401': 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
    '403': 'ليست لديك صلاحية للقيام بذلك.',
    '404': 'لم يُعثر على العنصر المطلوب.',
    '409': 'يتعارض الطلب مع الحالة الحالية.',
    '413': 'الطلب كبير جدًا.',
    '422': 'تعذّرت معالجة الطلب.',
    '429': 'طلبات كثيرة جدًا. حاول مرة أخرى لاحقًا.',
    '500': 'واجه الخادم خطأً داخليًا.',
    '502': 'يتعذّر الوصول إلى الخادم حاليًا.',
    '503': 'الخدمة غير متاحة حاليًا.',
  },
  forbidden_title: 'تم رفض الوصول',
  config_unavailable: 'تعذّر تحميل إعدادات وحدة التحكم.',
  insecure_context_title: 'يلزم اتصال آمن',
  insecure_context:
    'يحظر المتصفح في الصفحات غير الآمنة التشفيرَ اللازم لتسجيل الدخول. افتح وحدة التحكم عبر HTTPS أو من localhost.',
  error_code: 'خطأ: {{code}}',
  first_sidebar_item_not_found: 'لم يُعثر على العنصر الأول في الشريط الجانبي',
  tenant_id_not_found: 'لم يُعثر على معرّف المستأجر',
  only_default_tenant_supported: 'لا يُدعم في إصدار OSS سوى المستأجر الافتراضي',
};
