import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Многофакторная аутентификация',
  subtitle: 'Запрашивайте второе подтверждение личности после пароля или кода.',
  load_error: 'Не удалось загрузить настройки MFA. Повторите попытку позже.',
  factors_title: 'Факторы',
  factors_description:
    'Вторые факторы, которые пользователи могут настроить и использовать для входа.',
  factors: {
    Totp: 'Приложение-аутентификатор (TOTP)',
    WebAuthn: 'Ключи доступа (WebAuthn)',
    BackupCode: 'Резервные коды',
    EmailVerificationCode: 'Код подтверждения по электронной почте',
    PhoneVerificationCode: 'Код подтверждения по SMS',
  },
  factor_descriptions: {
    Totp: 'Одноразовые коды из приложения, например Google Authenticator.',
    WebAuthn: 'Ключи безопасности, отпечаток пальца или распознавание лица на устройстве.',
    BackupCode: 'Десять одноразовых кодов на случай, если другие факторы недоступны.',
    EmailVerificationCode:
      'Код, отправляемый на адрес электронной почты пользователя (нужен коннектор электронной почты).',
    PhoneVerificationCode: 'Код, отправляемый на телефон пользователя (нужен SMS-коннектор).',
  },
  backup_code_alone: 'Для резервных кодов нужен хотя бы ещё один фактор.',
  policy_title: 'Политика',
  policy_description: 'Обязаны ли пользователи настроить фактор и когда их об этом просят.',
  policy: {
    UserControlled: 'Необязательно: пользователи настраивают его в своём аккаунте',
    Mandatory: 'Обязательно: каждый пользователь настраивает фактор при следующем входе',
    PromptOnlyAtSignIn: 'Предлагать при входе, пользователи могут пропустить',
    PromptAtSignInAndSignUp: 'Предлагать при регистрации и входе, пользователи могут пропустить',
    NoPrompt: 'Никогда не спрашивать: пользователи настраивают его в своём аккаунте',
    PromptAtSignInAndSignUpMandatory: 'Требовать при регистрации и входе',
    PromptOnlyAtSignInMandatory: 'Требовать только при входе',
  },
  passkey_title: 'Вход с ключом доступа',
  passkey_enabled: 'Вход с помощью ключа доступа',
  passkey_enabled_description: 'Пользователи могут входить с ключом доступа вместо идентификатора.',
  passkey_button: 'Показывать кнопку «Войти с ключом доступа»',
  passkey_autofill: 'Предлагать ключи доступа при автозаполнении в браузере',
  labels: {
    factors: 'Факторы',
    policy: 'Политика',
  },
};
