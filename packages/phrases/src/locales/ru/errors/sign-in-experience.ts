import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Коннектор {{type}} ещё не настроен. Добавьте его, прежде чем использовать этот способ.',
  passwordless_requires_verify:
    'Регистрация без пароля требует подтверждения адреса электронной почты или номера телефона.',
  code_sign_in_must_be_enabled:
    'Для учётных записей, созданных только по коду подтверждения, нужен вход по коду для того же идентификатора.',
  unsupported_default_language:
    'Язык {{language}} не встроен и не имеет собственных фраз. Сначала добавьте для него фразы.',
  at_least_one_authentication_factor:
    'Каждому способу входа нужен пароль, код подтверждения или оба.',
  backup_code_cannot_be_enabled_alone:
    'Резервные коды не могут быть единственным способом многофакторной аутентификации.',
  duplicated_mfa_factors:
    'Каждый способ многофакторной аутентификации можно указать только один раз.',
  email_verification_code_cannot_be_used_for_mfa:
    'Коды по почте не могут быть вторым фактором, пока включён вход по коду из письма.',
  phone_verification_code_cannot_be_used_for_mfa:
    'SMS-коды не могут быть вторым фактором, пока включён вход по коду на телефон.',
  email_verification_code_cannot_be_used_for_sign_in:
    'Вход по коду из письма нельзя включить, пока коды по почте являются вторым фактором.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'Вход по коду на телефон нельзя включить, пока SMS-коды являются вторым фактором.',
  duplicated_sign_up_identifiers: 'Каждый идентификатор регистрации можно указать только один раз.',
  missing_sign_up_identifiers:
    'Выберите основной идентификатор регистрации, прежде чем добавлять дополнительные.',
  invalid_custom_email_blocklist_format:
    'Эти записи списка блокировки не являются адресами почты или доменами (например, @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Этому способу сброса пароля нужен коннектор, который может отправлять его коды.',
  username_policy_case_conflicts_exist:
    'Имена пользователей ({{count}}) отличаются только регистром букв. Устраните это, прежде чем делать имена пользователей нечувствительными к регистру.',
  adaptive_mfa_requires_mfa:
    'Адаптивной многофакторной аутентификации нужен хотя бы один способ многофакторной аутентификации.',
  password_expiration_requires_forgot_password:
    'Для истечения срока действия паролей нужен способ их сброса (по коду из письма или SMS).',
  password_expiration_invalid_period_days:
    'Срок действия пароля должен быть целым числом дней от 1 до {{max}}.',
  username_requires_password: 'Регистрация по имени пользователя требует пароля.',
  miss_sign_up_identifier_in_sign_in:
    'Те, кто регистрируется через {{identifier}}, должны иметь возможность и входить с ним. Добавьте его как способ входа.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'Резервный язык страницы входа нельзя удалить. Сначала выберите другой резервный язык.',
  invalid_translation_structure:
    'Фразы содержат ключи, которых нет на странице входа, или группу там, где ожидается текст.',
};
