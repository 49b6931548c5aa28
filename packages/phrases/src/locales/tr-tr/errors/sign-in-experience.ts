import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Henüz bir {{type}} bağlayıcısı ayarlanmadı. Bu yöntemi kullanmadan önce bir tane ekleyin.',
  passwordless_requires_verify:
    'Parolasız kayıt, e-posta adresinin veya telefon numarasının doğrulanmasını gerektirir.',
  code_sign_in_must_be_enabled:
    'Yalnızca doğrulama koduyla oluşturulan hesaplar, aynı tanımlayıcı için kodla girişe ihtiyaç duyar.',
  unsupported_default_language:
    '{{language}} dili yerleşik değil ve özel ifadeleri yok. Önce bu dil için ifadeler ekleyin.',
  at_least_one_authentication_factor:
    'Her giriş yönteminin bir parolası, doğrulama kodu veya ikisi birden olmalıdır.',
  backup_code_cannot_be_enabled_alone:
    'Yedek kodlar tek çok faktörlü kimlik doğrulama yöntemi olamaz.',
  duplicated_mfa_factors:
    'Her çok faktörlü kimlik doğrulama yöntemi yalnızca bir kez listelenebilir.',
  email_verification_code_cannot_be_used_for_mfa:
    'E-posta koduyla giriş açıkken e-posta kodları ikinci faktör olamaz.',
  phone_verification_code_cannot_be_used_for_mfa:
    'Telefon koduyla giriş açıkken SMS kodları ikinci faktör olamaz.',
  email_verification_code_cannot_be_used_for_sign_in:
    'E-posta kodları ikinci faktörken e-posta koduyla giriş açılamaz.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'SMS kodları ikinci faktörken telefon koduyla giriş açılamaz.',
  duplicated_sign_up_identifiers: 'Her kayıt tanımlayıcısı yalnızca bir kez listelenebilir.',
  missing_sign_up_identifiers:
    'İkincil tanımlayıcılar eklemeden önce birincil bir kayıt tanımlayıcısı seçin.',
  invalid_custom_email_blocklist_format:
    'Bu engel listesi girdileri e-posta adresi veya alan adı (@example.com gibi) değil: {{items}}.',
  forgot_password_method_requires_connector:
    'Bu parola sıfırlama yöntemi, kodlarını gönderebilecek bir bağlayıcı gerektirir.',
  username_policy_case_conflicts_exist:
    '{{count}} kullanıcı adı yalnızca büyük/küçük harfle farklılaşıyor. Kullanıcı adlarını büyük/küçük harfe duyarsız yapmadan önce bunları çözün.',
  adaptive_mfa_requires_mfa:
    'Uyarlanabilir çok faktörlü kimlik doğrulama en az bir çok faktörlü yöntem gerektirir.',
  password_expiration_requires_forgot_password:
    'Parola süresinin dolması, parolayı sıfırlamanın bir yolunu (e-posta veya SMS koduyla) gerektirir.',
  password_expiration_invalid_period_days:
    'Parola geçerlilik süresi 1 ile {{max}} arasında tam sayıda gün olmalıdır.',
  username_requires_password: 'Kullanıcı adıyla kayıt bir parola gerektirir.',
  miss_sign_up_identifier_in_sign_in:
    '{{identifier}} ile kaydolanlar onunla giriş de yapabilmelidir. Bunu bir giriş yöntemi olarak ekleyin.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'Giriş deneyiminin yedek dili silinemez. Önce başka bir yedek dil seçin.',
  invalid_translation_structure:
    'İfadeler, giriş sayfasında olmayan anahtarlar veya metin beklenen yerde bir grup içeriyor.',
};
