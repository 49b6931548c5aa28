import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Çok faktörlü kimlik doğrulama',
  subtitle: 'Paroladan veya koddan sonra ikinci bir kimlik kanıtı isteyin.',
  load_error: 'MFA ayarları yüklenemedi. Daha sonra tekrar deneyin.',
  factors_title: 'Faktörler',
  factors_description:
    'Kullanıcıların kurabileceği ve oturum açarken kullanabileceği ikinci faktörler.',
  factors: {
    Totp: 'Kimlik doğrulayıcı uygulama (TOTP)',
    WebAuthn: 'Geçiş anahtarları (WebAuthn)',
    BackupCode: 'Yedek kodlar',
    EmailVerificationCode: 'E-posta doğrulama kodu',
    PhoneVerificationCode: 'SMS doğrulama kodu',
  },
  factor_descriptions: {
    Totp: 'Google Authenticator gibi bir uygulamadan alınan tek kullanımlık kodlar.',
    WebAuthn: 'Güvenlik anahtarları, parmak izi veya cihazın yüz tanıma özelliği.',
    BackupCode: 'Diğer faktörlere erişilemediğinde kullanılacak on adet tek kullanımlık kod.',
    EmailVerificationCode:
      'Kullanıcının e-posta adresine gönderilen kod (bir e-posta bağlayıcısı gerektirir).',
    PhoneVerificationCode:
      'Kullanıcının telefonuna gönderilen kod (bir SMS bağlayıcısı gerektirir).',
  },
  backup_code_alone: 'Yedek kodlar en az bir başka faktör gerektirir.',
  policy_title: 'İlke',
  policy_description:
    'Kullanıcıların bir faktör kurmak zorunda olup olmadığı ve ne zaman istendiği.',
  policy: {
    UserControlled: 'İsteğe bağlı: kullanıcılar hesaplarından kurar',
    Mandatory: 'Zorunlu: her kullanıcı bir sonraki oturum açışta bir faktör kurar',
    PromptOnlyAtSignIn: 'Oturum açarken öner, kullanıcılar atlayabilir',
    PromptAtSignInAndSignUp: 'Kayıt olurken ve oturum açarken öner, kullanıcılar atlayabilir',
    NoPrompt: 'Hiç sorma: kullanıcılar hesaplarından kurar',
    PromptAtSignInAndSignUpMandatory: 'Kayıt olurken ve oturum açarken zorunlu tut',
    PromptOnlyAtSignInMandatory: 'Yalnızca oturum açarken zorunlu tut',
  },
  passkey_title: 'Geçiş anahtarıyla oturum açma',
  passkey_enabled: 'Geçiş anahtarıyla oturum aç',
  passkey_enabled_description:
    'Kullanıcılar bir tanımlayıcı yerine geçiş anahtarıyla oturum açabilir.',
  passkey_button: '“Geçiş anahtarıyla oturum aç” düğmesini göster',
  passkey_autofill: 'Geçiş anahtarlarını tarayıcının otomatik doldurmasında sun',
  labels: {
    factors: 'Faktörler',
    policy: 'İlke',
  },
};
