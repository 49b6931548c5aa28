import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Конектор {{type}} ще не налаштовано. Додайте його, перш ніж використовувати цей спосіб.',
  passwordless_requires_verify:
    'Реєстрація без пароля потребує підтвердження адреси електронної пошти або номера телефону.',
  code_sign_in_must_be_enabled:
    'Облікові записи, створені лише за кодом підтвердження, потребують входу за кодом для того самого ідентифікатора.',
  unsupported_default_language:
    'Мова {{language}} не вбудована й не має власних фраз. Спершу додайте для неї фрази.',
  at_least_one_authentication_factor:
    'Кожному способу входу потрібен пароль, код підтвердження або обидва.',
  backup_code_cannot_be_enabled_alone:
    'Резервні коди не можуть бути єдиним способом багатофакторної автентифікації.',
  duplicated_mfa_factors:
    'Кожен спосіб багатофакторної автентифікації можна вказати лише один раз.',
  email_verification_code_cannot_be_used_for_mfa:
    'Коди з листа не можуть бути другим фактором, поки ввімкнено вхід за кодом з листа.',
  phone_verification_code_cannot_be_used_for_mfa:
    'SMS-коди не можуть бути другим фактором, поки ввімкнено вхід за кодом на телефон.',
  email_verification_code_cannot_be_used_for_sign_in:
    'Вхід за кодом з листа не можна ввімкнути, поки коди з листа є другим фактором.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'Вхід за кодом на телефон не можна ввімкнути, поки SMS-коди є другим фактором.',
  duplicated_sign_up_identifiers: 'Кожен ідентифікатор реєстрації можна вказати лише один раз.',
  missing_sign_up_identifiers:
    'Виберіть основний ідентифікатор реєстрації, перш ніж додавати додаткові.',
  invalid_custom_email_blocklist_format:
    'Ці записи списку блокування не є адресами пошти чи доменами (наприклад, @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Цьому способу скидання пароля потрібен конектор, який може надсилати його коди.',
  username_policy_case_conflicts_exist:
    'Імена користувачів ({{count}}) відрізняються лише регістром літер. Усуньте це, перш ніж робити імена користувачів нечутливими до регістру.',
  adaptive_mfa_requires_mfa:
    'Адаптивній багатофакторній автентифікації потрібен принаймні один спосіб багатофакторної автентифікації.',
  password_expiration_requires_forgot_password:
    'Для завершення терміну дії паролів потрібен спосіб їх скидання (за кодом з листа або SMS).',
  password_expiration_invalid_period_days:
    'Термін дії пароля має бути цілою кількістю днів від 1 до {{max}}.',
  username_requires_password: 'Реєстрація за іменем користувача потребує пароля.',
  miss_sign_up_identifier_in_sign_in:
    'Ті, хто реєструється через {{identifier}}, мають могти й входити з ним. Додайте його як спосіб входу.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'Резервну мову сторінки входу не можна видалити. Спершу виберіть іншу резервну мову.',
  invalid_translation_structure:
    'Фрази містять ключі, яких немає на сторінці входу, або групу там, де очікується текст.',
};
