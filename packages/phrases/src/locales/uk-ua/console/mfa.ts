import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Багатофакторна автентифікація',
  subtitle: 'Запитуйте другий доказ особи після пароля або коду.',
  load_error: 'Не вдалося завантажити налаштування MFA. Спробуйте пізніше.',
  factors_title: 'Фактори',
  factors_description:
    'Другі фактори, які користувачі можуть налаштувати й використовувати для входу.',
  factors: {
    Totp: 'Застосунок-автентифікатор (TOTP)',
    WebAuthn: 'Ключі доступу (WebAuthn)',
    BackupCode: 'Резервні коди',
    EmailVerificationCode: 'Код підтвердження електронною поштою',
    PhoneVerificationCode: 'Код підтвердження через SMS',
  },
  factor_descriptions: {
    Totp: 'Одноразові коди із застосунку, наприклад Google Authenticator.',
    WebAuthn: 'Ключі безпеки, відбиток пальця або розпізнавання обличчя на пристрої.',
    BackupCode: 'Десять одноразових кодів на випадок, коли інші фактори недоступні.',
    EmailVerificationCode:
      'Код, надісланий на адресу електронної пошти користувача (потрібен конектор електронної пошти).',
    PhoneVerificationCode: 'Код, надісланий на телефон користувача (потрібен SMS-конектор).',
  },
  backup_code_alone: 'Для резервних кодів потрібен принаймні ще один фактор.',
  policy_title: 'Політика',
  policy_description: 'Чи мають користувачі налаштувати фактор і коли їх про це просять.',
  policy: {
    UserControlled: 'Необов’язково: користувачі налаштовують його у своєму обліковому записі',
    Mandatory: 'Обов’язково: кожен користувач налаштовує фактор під час наступного входу',
    PromptOnlyAtSignIn: 'Пропонувати під час входу, користувачі можуть пропустити',
    PromptAtSignInAndSignUp:
      'Пропонувати під час реєстрації та входу, користувачі можуть пропустити',
    NoPrompt: 'Ніколи не питати: користувачі налаштовують його у своєму обліковому записі',
    PromptAtSignInAndSignUpMandatory: 'Вимагати під час реєстрації та входу',
    PromptOnlyAtSignInMandatory: 'Вимагати лише під час входу',
  },
  passkey_title: 'Вхід із ключем доступу',
  passkey_enabled: 'Вхід за допомогою ключа доступу',
  passkey_enabled_description:
    'Користувачі можуть входити з ключем доступу замість ідентифікатора.',
  passkey_button: 'Показувати кнопку «Увійти з ключем доступу»',
  passkey_autofill: 'Пропонувати ключі доступу в автозаповненні браузера',
  labels: {
    factors: 'Фактори',
    policy: 'Політика',
  },
};
