import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    consent: 'تفويض الوصول',
    error: 'حدث خطأ ما',
    not_found: 'الصفحة غير موجودة',
  },
  general: {
    loading: 'جارٍ التحميل…',
    logo_alt: 'الشعار',
    terms_of_use: 'شروط الاستخدام',
    privacy_policy: 'سياسة الخصوصية',
    legal_links: 'المعلومات القانونية',
    requirement_met: 'مستوفى',
    requirement_not_met: 'غير مستوفى',
  },
  sign_in: {
    title: 'تسجيل الدخول',
    description: 'سجّل الدخول للمتابعة.',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    no_account: 'ليس لديك حساب بعد؟',
    create_account: 'إنشاء حساب',
  },
  register: {
    title: 'إنشاء حساب',
    description: 'اختر اسم مستخدم وكلمة مرور.',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    confirm_password: 'تأكيد كلمة المرور',
    submit: 'إنشاء حساب',
    have_account: 'هل لديك حساب بالفعل؟',
    sign_in: 'تسجيل الدخول',
    closed_title: 'التسجيل مغلق',
    closed_description: 'لا يمكن إنشاء حسابات جديدة هنا. سجّل الدخول بحساب موجود بدلًا من ذلك.',
    first_admin_title: 'إنشاء حساب المسؤول',
    first_admin_description:
      'هذا هو الحساب الأول في تثبيت Gatehouse هذا: يصبح حساب المسؤول الذي يسجّل الدخول إلى وحدة التحكم ويدير كل شيء. اختر اسم مستخدم وكلمة مرور.',
  },
  consent: {
    title: 'تفويض {{name}}',
    description: 'يطلب {{name}} الوصول إلى حسابك.',
    scopes_heading: 'سيتمكن من:',
    no_scopes: 'لا يطلب أي صلاحيات إضافية.',
    authorize: 'تفويض',
    load_failed: 'تعذّر تحميل طلب التفويض.',
    organizations_heading: 'المؤسسات التي يمكنه الوصول إليها:',
    no_organizations: 'أنت لست عضوًا في أي مؤسسة.',
  },
  error_page: {
    title: 'حدث خطأ ما',
    description: 'تعذّر إكمال طلب تسجيل الدخول. ارجع إلى التطبيق وحاول مرة أخرى.',
    not_found_title: 'الصفحة غير موجودة',
    not_found_description: 'هذه الصفحة غير موجودة.',
    back_to_sign_in: 'الانتقال إلى تسجيل الدخول',
    experience_unavailable: 'تعذّر تحميل صفحة تسجيل الدخول. يُرجى المحاولة مرة أخرى لاحقًا.',
    unknown_application:
      'هذا التطبيق غير معروف لخدمة تسجيل الدخول هذه. ارجع إلى التطبيق وتواصل مع مطوّره إذا استمرت المشكلة.',
    unregistered_redirect_uri: 'طلب التطبيق إعادتك إلى عنوان لم يسجّله. تواصل مع مطوّر التطبيق.',
  },
  validation: {
    username_required: 'أدخل اسم المستخدم.',
    username_invalid:
      'يبدأ اسم المستخدم بحرف أو بشرطة سفلية، ولا يحتوي إلا على أحرف وأرقام وشرطات سفلية.',
    password_required: 'أدخل كلمة المرور.',
    confirm_password_required: 'أدخل كلمة المرور مرة أخرى.',
    passwords_mismatch: 'كلمتا المرور غير متطابقتين.',
  },
};
