import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases: SignIn = {
  errors: {
    generic: 'Щось пішло не так. Спробуйте ще раз.',
    network: 'Не вдається зв’язатися із сервером. Перевірте з’єднання та спробуйте ще раз.',
    session: {
      forgot_password_not_enabled: 'Скидання пароля тут недоступне.',
      not_supported_for_forgot_password: 'Ця дія недоступна під час скидання пароля.',
      invalid_credentials: 'Неправильне ім’я користувача або пароль.',
      registration_disabled: 'Реєстрацію закрито. Натомість увійдіть з наявним обліковим записом.',
      not_found: 'Сеанс входу завершився. Поверніться до застосунку та почніть знову.',
      interaction_not_found: 'Сеанс входу завершився. Поверніться до застосунку та почніть знову.',
      verification_session_not_found: 'Сеанс входу завершився. Спробуйте ще раз.',
      verification_failed: 'Перевірку не пройдено. Спробуйте ще раз.',
      verification_blocked_too_many_attempts: 'Забагато спроб. Зачекайте трохи й спробуйте ще раз.',
      identifier_not_found: 'Неправильне ім’я користувача або пароль.',
      invalid_interaction_type: 'Ця дія недоступна для поточного запиту.',
      invalid_sign_in_method: 'Цей спосіб входу не ввімкнено.',
      identity_conflict: 'Цей обліковий запис уже пов’язано з іншою ідентичністю.',
      captcha_required: 'Пройдіть перевірку CAPTCHA.',
      captcha_failed: 'Перевірку CAPTCHA не пройдено. Спробуйте ще раз.',
      unauthorized: 'Спочатку увійдіть.',
      mfa: {
        require_mfa_verification: 'Для входу потрібна додаткова перевірка.',
      },
    },
    user: {
      email_already_in_use: 'Цю адресу ел. пошти вже використовує інший обліковий запис.',
      phone_already_in_use: 'Цей номер телефону вже використовує інший обліковий запис.',
      invalid_phone: 'Недійсний номер телефону. Вкажіть код країни.',
      new_password_required_in_profile: 'Задайте новий пароль, щоб продовжити.',
      same_password: 'Новий пароль має відрізнятися від поточного.',
      suspended: 'Цей обліковий запис призупинено.',
      username_already_in_use: 'Це ім’я користувача вже зайняте.',
      user_not_exist: 'Неправильне ім’я користувача або пароль.',
      sign_in_method_not_enabled: 'Цей спосіб входу не ввімкнено.',
      sign_up_method_not_enabled: 'Цей спосіб реєстрації не ввімкнено.',
      missing_profile: 'Бракує деяких обов’язкових відомостей облікового запису.',
      username_required: 'Потрібно вказати ім’я користувача.',
      password_required_in_profile: 'Потрібно вказати пароль.',
      suggest_mfa: 'Для цього облікового запису рекомендовано налаштувати додаткову перевірку.',
      missing_mfa: 'Для цього облікового запису потрібно налаштувати додаткову перевірку.',
      username_starts_with_number: 'Ім’я користувача не може починатися з цифри.',
      username_invalid_charset_hard: 'Ім’я користувача містить недозволені символи.',
      username_too_short: 'Ім’я користувача закоротке.',
      username_too_long: 'Ім’я користувача задовге.',
      username_uppercase_not_allowed: 'В імені користувача не дозволено великі літери.',
      username_lowercase_not_allowed: 'В імені користувача не дозволено малі літери.',
      username_numbers_not_allowed: 'В імені користувача не дозволено цифри.',
      username_underscore_not_allowed: 'В імені користувача не дозволено підкреслення.',
    },
    verification_code: {
      code_mismatch: 'Неправильний код.',
      expired: 'Термін дії коду минув. Запросіть новий.',
      exceed_max_try: 'Забагато неправильних кодів. Запросіть новий.',
      not_found: 'Для цієї адреси немає коду. Запросіть новий.',
    },
    connector: {
      not_found: 'Зараз коди надіслати неможливо: у сервісу не налаштовано відправника.',
      general: 'Не вдалося надіслати код. Спробуйте ще раз.',
    },
    password: {
      rejected: 'Пароль не відповідає вимогам.',
      expired: 'Термін дії вашого пароля минув. Скиньте його, щоб продовжити.',
    },
    password_rejected: {
      too_short: 'Використайте щонайменше {{min}} символів.',
      too_long: 'Використайте не більше ніж {{max}} символів.',
      unsupported_characters:
        'Використовуйте лише літери, цифри, пробіли та символи зі стандартної клавіатури.',
      character_types:
        'Використайте символи щонайменше {{min}} типів: малі літери, великі літери, цифри, спеціальні символи.',
      pwned: 'Цей пароль траплявся у витоках даних. Виберіть інший.',
      restricted: {
        repetition: 'Уникайте повторюваних символів, як-от «aaa».',
        sequence: 'Уникайте послідовностей, як-от «abc», «123» або «qwe».',
        words: 'Уникайте слів, характерних для цього продукту.',
        user_info: 'Не використовуйте ім’я користувача чи інші особисті дані.',
      },
    },
    guard: {
      invalid_input: 'Деякі введені дані недійсні.',
    },
    request: {
      general: 'Не вдалося виконати запит. Спробуйте ще раз.',
      invalid_input: 'Деякі введені дані недійсні.',
      message_rate_limited: 'Забагато запитів. Зачекайте трохи й спробуйте ще раз.',
      rate_limited: 'Забагато запитів. Зачекайте трохи й спробуйте ще раз.',
    },
    oidc: {
      invalid_request: 'Запит на вхід недійсний. Поверніться до застосунку та почніть знову.',
      session_not_found: 'Сеанс входу завершився. Поверніться до застосунку та почніть знову.',
      access_denied: 'У доступі відмовлено.',
      aborted: 'Вхід скасовано.',
    },
    application: {
      user_consent_scopes_not_found: 'Не вдалося знайти запитані дозволи.',
    },
    entity: {
      not_exists: 'Запитаний елемент не існує.',
      not_found: 'Запитаний елемент не існує.',
    },
  },
};
