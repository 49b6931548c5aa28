import type { LocalePhrases } from '../../../types.ts';

/** The self-hosted profile page at /console/profile. */
export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: 'إعدادات الحساب',
  description: 'غيّر بيانات حسابك وطريقة ظهورك في وحدة التحكم.',
  back_to_console: 'العودة إلى وحدة التحكم',
  profile_information: 'معلومات الملف الشخصي',
  avatar: 'الصورة الرمزية',
  avatar_alt: 'الصورة الرمزية لـ {{name}}',
  upload_avatar: 'رفع صورة',
  remove_avatar: 'إزالة الصورة',
  avatar_hint: 'SVG أو PNG أو JPEG أو ICO، بحجم أقصاه {{size}}.',
  uploading: 'جارٍ الرفع…',
  name: 'الاسم',
  username: 'اسم المستخدم',
  edit: 'تعديل',
  not_set: 'غير محدد',
  edit_name: 'تعديل الاسم',
  edit_username: 'تعديل اسم المستخدم',
  updated: 'تم تحديث الملف الشخصي.',
  username_invalid:
    'يجب أن يبدأ اسم المستخدم بحرف أو بشرطة سفلية، وألا يحتوي إلا على أحرف وأرقام وشرطات سفلية.',
  upload: {
    file_count_error: 'ارفع ملفًا واحدًا في كل مرة.',
    file_type_error: 'نوع الملف غير مدعوم. الأنواع المسموح بها: {{extensions}}.',
    file_size_error: 'الملف كبير جدًا. الحد الأقصى: {{limit}}.',
    generic_error: 'فشل الرفع. حاول مرة أخرى.',
    service_not_configured: 'لم يُهيّأ تخزين الملفات على هذا الخادم، لذا لا يمكن رفع الصور.',
  },
};
