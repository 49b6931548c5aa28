import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const role: Errors['role'] = {
  name_in_use: 'Назва ролі {{name}} уже використовується.',
  scope_exists: 'Дозвіл з ID {{scopeId}} уже додано до цієї ролі.',
  user_exists: 'Користувача з ID {{userId}} уже додано до цієї ролі.',
  application_exists: 'Застосунок з ID {{applicationId}} уже додано до цієї ролі.',
  default_role_missing: 'Деяких типових ролей не існує.',
  management_api_scopes_not_assignable_to_user_role:
    'Дозволи API керування не можна призначити ролі користувача.',
  internal_role_violation:
    'Можливо, ви намагаєтеся змінити або видалити внутрішню роль, що заборонено.',
};

export const scope: Errors['scope'] = {
  name_exists: 'Дозвіл із такою назвою вже існує.',
  name_with_space: 'Назва дозволу не може містити пробілів.',
};

export const resource: Errors['resource'] = {
  resource_identifier_in_use: 'Ідентифікатор API {{indicator}} уже використовується.',
  cannot_delete_management_api: 'API керування не можна видалити.',
  cannot_modify_management_api: 'API керування не можна змінити.',
};

export const application: Errors['application'] = {
  secret_name_exists: 'Секрет із такою назвою вже існує.',
  invalid_type: 'Цей тип застосунку тут не дозволено.',
  invalid_role_type: 'Роль цього типу не можна призначити застосунку «машина-машина».',
  invalid_third_party_application_type:
    'Стороннім можна позначити лише традиційний вебзастосунок, односторінковий або нативний застосунок.',
  third_party_application_only: 'Ця функція доступна лише для сторонніх застосунків.',
  third_party_application_cannot_enable_token_exchange:
    'Для сторонніх застосунків не можна ввімкнути обмін токенів.',
  user_consent_scopes_not_found: 'Деяких областей доступу для згоди користувача не існує.',
  consent_management_api_scopes_not_allowed:
    'Дозволи API керування не можна запитувати в користувачів.',
  device_flow_native_only: 'Потік авторизації пристрою доступний лише для нативних застосунків.',
  device_flow_not_changeable:
    'Налаштування потоку авторизації пристрою не можна змінити після створення.',
  protected_application_only: 'Ця функція доступна лише для захищених застосунків.',
  no_legacy_secret_found: 'Застосунок не має застарілого секрету, який можна видалити.',
  saml: {
    use_saml_app_api:
      'Для SAML-застосунків використовуйте API SAML-застосунків (`/api/saml-applications`).',
    saml_application_only: 'Цей API доступний лише для SAML-застосунків.',
    acs_url_binding_not_supported: 'Для URL ACS підтримується лише прив’язка HTTP-POST.',
    acs_url_scheme_not_supported: 'URL ACS має використовувати http або https.',
    acs_url_required: 'URL ACS постачальника послуг не налаштовано.',
    entity_id_required: 'Ідентифікатор сутності постачальника послуг не налаштовано.',
    can_not_delete_active_secret: 'Активний сертифікат підпису не можна видалити.',
    no_active_secret: 'SAML-застосунок не має активного сертифіката підпису.',
    invalid_certificate_pem_format: 'Сертифікат не є дійсним сертифікатом PEM.',
    certificate_required: 'Для шифрування тверджень потрібен сертифікат.',
    invalid_saml_request: 'Запит автентифікації SAML недійсний.',
    auth_request_issuer_not_match:
      'Видавець запиту автентифікації не збігається з ідентифікатором сутності застосунку.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'Сеанс входу SAML не знайдено у файлах cookie.',
    sp_initiated_saml_sso_session_not_found: 'Сеанс входу SAML не знайдено або він закінчився.',
    state_mismatch: 'Параметр state відповіді авторизації не відповідає сеансу входу SAML.',
    missing_email_address:
      'У користувача немає адреси електронної пошти, якої вимагає формат NameID.',
    email_address_unverified: 'Адресу електронної пошти користувача не підтверджено.',
  },
};

export const log: Errors['log'] = {
  invalid_time_window: 'Недійсний проміжок часу: початок має бути раніше за кінець.',
  invalid_type: 'Недійсний тип журналу.',
};
