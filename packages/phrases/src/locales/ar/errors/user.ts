import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: 'اسم المستخدم هذا مستخدم بالفعل.',
  email_already_in_use: 'عنوان البريد الإلكتروني هذا مستخدم بالفعل.',
  phone_already_in_use: 'رقم الهاتف هذا مستخدم بالفعل.',
  invalid_email: 'عنوان البريد الإلكتروني غير صالح.',
  invalid_phone: 'رقم الهاتف غير صالح.',
  user_not_exist: 'المستخدم غير موجود.',
  suspended: 'هذا الحساب معلّق.',
  cannot_delete_self: 'لا يمكنك حذف حسابك بنفسك.',
  same_password: 'لا يمكن أن تكون كلمة المرور الجديدة مطابقة لكلمة المرور الحالية.',
  username_too_long: 'يجب ألا يتجاوز عدد أحرف اسم المستخدم {{maxLength}}.',
  sign_in_method_not_enabled: 'طريقة تسجيل الدخول هذه غير مفعّلة.',
  sign_up_method_not_enabled: 'طريقة التسجيل هذه غير مفعّلة.',
  username_required: 'اسم المستخدم مطلوب.',
  password_and_digest: 'لا يمكنك تعيين كلمة مرور نصية صريحة وملخّص كلمة مرور معًا.',
  password_algorithm_required: 'يلزم تحديد خوارزمية كلمة المرور مع ملخّص كلمة المرور.',
  identity_not_exist: 'لم تُسجَّل الهوية الاجتماعية بعد.',
  invalid_role_type: 'لا يمكن إسناد نوع الدور هذا إلى مستخدم.',
};
