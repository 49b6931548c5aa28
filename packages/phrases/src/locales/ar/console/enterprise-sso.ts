import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'الدخول الموحّد للمؤسسات (SSO)',
    subtitle:
      'اسمح لأفراد الشركة بتسجيل الدخول عبر موفّر الهوية الخاص بهم، الذي يُختار حسب نطاق بريدهم الإلكتروني.',
    empty: 'لا توجد موصلات دخول موحّد للمؤسسات بعد',
    empty_description: 'أضف موصلًا لتوجيه نطاقات البريد الإلكتروني لشركة ما إلى موفّر هويتها.',
    no_domains: 'لا توجد نطاقات',
    columns: {
      name: 'الاسم',
      provider: 'الموفّر',
      domains: 'نطاقات البريد الإلكتروني',
    },
    providers: {
      OIDC: 'أي موفّر هوية يدعم OpenID Connect.',
      SAML: 'أي موفّر هوية يدعم SAML 2.0.',
      AzureAD: 'Microsoft Entra ID، المعروف سابقًا باسم Azure AD، عبر SAML 2.0.',
      GoogleWorkspace: 'حسابات Google لمؤسسة على Google Workspace.',
      Okta: 'مؤسسة على Okta عبر OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID، المعروف سابقًا باسم Azure AD، عبر OpenID Connect.',
    },
    create: {
      button: 'إضافة موصل مؤسسي',
      title: 'إضافة موصل دخول موحّد للمؤسسات',
      description: 'اختر موفّر هوية الشركة، ثم سمِّ الموصل.',
      provider_label: 'موفّر الهوية',
      providers_error: 'تعذّر تحميل قائمة موفّري الهوية.',
      name_label: 'اسم الموصل',
      name_description: 'لا يراه سواك، في وحدة التحكم.',
      name_placeholder: 'مثلًا: Okta لشركة Acme',
      created: 'تمت إضافة الموصل {{name}}.',
    },
    tabs: {
      connection: 'الاتصال',
      experience: 'التجربة',
      idp_initiated_auth: 'الدخول الموحّد الذي يبدؤه موفّر الهوية',
    },
    detail: {
      connector_id: 'معرّف الموصل',
      delete_message:
        'لن يتمكن أصحاب نطاقات البريد التابعة له من تسجيل الدخول عبره بعد الآن. لا يمكن التراجع عن ذلك.',
    },
    connection: {
      idp_title: 'موفّر الهوية',
    },
    oidc: {
      description: 'انسخ هذه القيم من تطبيق OIDC الذي سجّلته لدى موفّر الهوية.',
      issuer: 'جهة الإصدار (Issuer)',
      issuer_description: 'يُقرأ مستند الاكتشاف من /.well-known/openid-configuration الخاص بها.',
      client_id: 'معرّف العميل',
      client_secret: 'سرّ العميل',
      scope: 'النطاق (Scope)',
      scope_description: 'مفصولة بمسافات؛ يُطلب openid دائمًا.',
    },
    saml: {
      description:
        'قدّم بيانات التعريف لموفّر الهوية عبر رابط أو بصيغة XML، أو أدخل قيمها واحدة تلو الأخرى.',
      source_label: 'بيانات تعريف موفّر الهوية',
      sources: {
        url: 'رابط بيانات التعريف',
        xml: 'XML بيانات التعريف',
        manual: 'إدخال يدوي',
      },
      metadata_url: 'رابط بيانات التعريف',
      metadata_xml: 'XML بيانات التعريف',
      idp_entity_id: 'معرّف كيان موفّر الهوية',
      sso_url: 'رابط الدخول الموحّد',
      certificate: 'شهادة التوقيع',
    },
    sp: {
      title: 'قيم موفّر الخدمة',
      saml_description: 'أدخل هذه القيم في تطبيق SAML لدى موفّر الهوية.',
      oidc_description: 'سجّل رابط إعادة التوجيه هذا في تطبيق OIDC لدى موفّر الهوية.',
      acs_url: 'رابط خدمة استهلاك التأكيدات (ACS)',
      entity_id: 'معرّف كيان موفّر الخدمة',
      redirect_uri: 'رابط إعادة التوجيه',
    },
    experience: {
      branding_title: 'زر تسجيل الدخول',
      branding_description: 'كيف يظهر الموصل في صفحة تسجيل الدخول.',
      connector_name: 'اسم الموصل',
      connector_name_description: 'لا يراه سواك، في وحدة التحكم.',
      display_name: 'الاسم المعروض',
      display_name_description: 'يظهر على زر تسجيل الدخول؛ وإن كان فارغًا يظهر اسم الموصل.',
      logo: 'رابط الشعار',
      dark_logo: 'رابط الشعار (الوضع الداكن)',
      routing_title: 'التوجيه والملف الشخصي',
      routing_description:
        'من ينتهي بريده الإلكتروني بأحد هذه النطاقات يسجّل الدخول عبر هذا الموصل.',
      domains: 'نطاقات البريد الإلكتروني',
      domains_description: 'اضغط Enter أو اكتب فاصلة بعد كل نطاق.',
      sync_profile: 'مزامنة الملف الشخصي عند كل تسجيل دخول',
      sync_profile_description:
        'عند الإيقاف، يُنسخ الاسم والبريد والصورة من موفّر الهوية عند أول تسجيل دخول فقط.',
    },
    idp_initiated: {
      title: 'الدخول الموحّد الذي يبدؤه موفّر الهوية',
      description:
        'يمكن للمستخدمين البدء من بوابة موفّر الهوية والوصول إلى أحد تطبيقاتك وقد سجّلوا الدخول. أعطِ موفّر الهوية رابط ACS هذا.',
      load_error: 'تعذّر تحميل إعدادات الدخول الذي يبدؤه موفّر الهوية.',
      config_title: 'الإعدادات',
      enable: 'السماح بالدخول الذي يبدؤه موفّر الهوية',
      enable_description: 'عند الإيقاف، يُرفض تسجيل الدخول الذي يبدؤه موفّر الهوية.',
      default_application: 'التطبيق الافتراضي',
      default_application_description:
        'تطبيق ويب تقليدي أو أحادي الصفحة أو SAML ينتهي إليه تسجيل الدخول.',
      choose_application: 'اختر تطبيقًا',
      no_applications: 'لا يوجد تطبيق مناسب',
      flow_label: 'بعد تسجيل الدخول',
      flow_auto: 'إرسال طلب التفويض فورًا إلى رابط إعادة التوجيه الخاص بالتطبيق',
      flow_client: 'التسليم إلى رابط الاستدعاء الخاص بالتطبيق، الذي يبدأ تسجيل الدخول',
      redirect_uri: 'رابط إعادة التوجيه',
      redirect_uri_description: 'أحد روابط إعادة التوجيه المسجّلة للتطبيق.',
      client_callback_uri: 'رابط استدعاء العميل',
      client_callback_uri_description: 'العنوان في تطبيقك الذي يبدأ تسجيل دخول يبدؤه موفّر الخدمة.',
    },
    errors: {
      required: 'هذا الحقل مطلوب.',
      invalid_url: 'أدخل رابط http أو https صالحًا.',
      invalid_domain: 'أدخل نطاقات مثل example.com.',
      duplicated_domain: 'لا يُذكر كل نطاق إلا مرة واحدة.',
    },
  };
