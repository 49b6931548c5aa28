export const role = {
  name_in_use: 'Имя роли {{name}} уже используется.',
  scope_exists: 'Разрешение с ID {{scopeId}} уже добавлено в эту роль.',
  user_exists: 'Пользователь с ID {{userId}} уже добавлен в эту роль.',
  application_exists: 'Приложение с ID {{applicationId}} уже добавлено в эту роль.',
  default_role_missing: 'Некоторые из ролей по умолчанию не существуют.',
  management_api_scopes_not_assignable_to_user_role:
    'Разрешения API управления нельзя назначить пользовательской роли.',
  internal_role_violation:
    'Возможно, вы пытаетесь изменить или удалить внутреннюю роль, а это запрещено.',
};

export const scope = {
  name_exists: 'Разрешение с таким именем уже существует.',
  name_with_space: 'Имя разрешения не может содержать пробелы.',
};

export const resource = {
  resource_identifier_in_use: 'Идентификатор API {{indicator}} уже используется.',
  cannot_delete_management_api: 'API управления нельзя удалить.',
  cannot_modify_management_api: 'API управления нельзя изменить.',
};

export const application = {
  secret_name_exists: 'Секрет с таким именем уже существует.',
  invalid_type: 'Этот тип приложения здесь не допускается.',
  invalid_role_type: 'Роль этого типа нельзя назначить межмашинному приложению.',
  invalid_third_party_application_type:
    'Сторонними можно отметить только традиционные веб-, одностраничные и нативные приложения.',
  third_party_application_only: 'Эта функция доступна только для сторонних приложений.',
  third_party_application_cannot_enable_token_exchange:
    'Для сторонних приложений нельзя включить обмен токенов.',
  user_consent_scopes_not_found:
    'Некоторые из областей доступа для согласия пользователя не существуют.',
  consent_management_api_scopes_not_allowed:
    'Разрешения API управления нельзя запрашивать у пользователей.',
  device_flow_native_only: 'Device flow доступен только для нативных приложений.',
  device_flow_not_changeable: 'Настройку device flow нельзя изменить после создания.',
  protected_application_only: 'Эта функция доступна только для защищённых приложений.',
  no_legacy_secret_found: 'У приложения нет устаревшего секрета, который можно удалить.',
  saml: {
    use_saml_app_api:
      'Для SAML-приложений используйте API SAML-приложений (`/api/saml-applications`).',
    saml_application_only: 'Этот API доступен только для SAML-приложений.',
    acs_url_binding_not_supported: 'Для URL ACS поддерживается только привязка HTTP-POST.',
    acs_url_scheme_not_supported: 'URL ACS должен использовать http или https.',
    acs_url_required: 'URL ACS поставщика услуг не настроен.',
    entity_id_required: 'Идентификатор сущности поставщика услуг не настроен.',
    can_not_delete_active_secret: 'Активный сертификат подписи нельзя удалить.',
    no_active_secret: 'У SAML-приложения нет активного сертификата подписи.',
    invalid_certificate_pem_format: 'Сертификат не является допустимым сертификатом PEM.',
    certificate_required: 'Для шифрования утверждений требуется сертификат.',
    invalid_saml_request: 'Запрос аутентификации SAML недействителен.',
    auth_request_issuer_not_match:
      'Издатель запроса аутентификации не совпадает с идентификатором сущности приложения.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'Сеанс входа SAML не найден в файлах cookie.',
    sp_initiated_saml_sso_session_not_found: 'Сеанс входа SAML не найден или истёк.',
    state_mismatch: 'Параметр state ответа авторизации не соответствует сеансу входа SAML.',
    missing_email_address:
      'У пользователя нет адреса электронной почты, который требуется форматом NameID.',
    email_address_unverified: 'Адрес электронной почты пользователя не подтверждён.',
  },
};

export const log = {
  invalid_time_window: 'Недопустимый временной интервал: начало должно быть раньше конца.',
  invalid_type: 'Недопустимый тип журнала.',
};
