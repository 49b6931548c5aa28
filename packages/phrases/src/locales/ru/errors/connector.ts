export const connector = {
  authorization_failed: 'Провайдер не разрешил вход.',
  social_auth_code_invalid: 'Провайдер отклонил код авторизации. Войдите снова.',
  social_invalid_access_token: 'Провайдер отклонил токен доступа.',
  social_invalid_id_token: 'ID-токен провайдера недействителен.',
  general: 'Ошибка коннектора: {{message}}',
  not_found: 'Не найден включённый коннектор {{type}}.',
  not_found_with_connector_id: 'Фабрики коннекторов с ID {{connectorId}} не существует.',
  not_implemented: 'Коннектор пока этого не умеет.',
  invalid_metadata: 'Метаданные коннектора недействительны.',
  invalid_config_guard: 'Конфигурация коннектора недействительна.',
  invalid_config: 'Конфигурация коннектора неполная или неверная.',
  unexpected_type: 'Этот тип коннектора здесь использовать нельзя.',
  invalid_request_parameters: 'В запросе к коннектору неверные параметры.',
  insufficient_request_parameters: 'В запросе к коннектору не хватает параметров.',
  invalid_response: 'Провайдер коннектора ответил ошибкой.',
  template_not_found: 'Для этой цели не найден шаблон сообщения.',
  rate_limit_exceeded: 'Отправлено слишком много сообщений. Повторите попытку позже.',
  multiple_instances_not_supported: 'Этот коннектор можно добавить только один раз.',
  invalid_type_for_syncing_profile:
    'Синхронизировать профили пользователей могут только социальные коннекторы.',
  should_specify_target: 'Стандартному коннектору нужна цель в метаданных.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Метаданные нестандартного коннектора нельзя перезаписать.',
  multiple_target_with_same_platform:
    'Два социальных коннектора не могут иметь одну цель на одной платформе.',
  token_storage_not_supported: 'Этот коннектор не может хранить токены.',
  email_connector: {
    bulk_deletion_no_filter: 'Для удаления шаблонов писем нужен язык или тип шаблона.',
  },
};

export const verification_code = {
  phone_email_empty: 'Номер телефона и адрес электронной почты пусты.',
  not_found: 'Код подтверждения не найден. Сначала отправьте новый.',
  phone_mismatch: 'Номер телефона не совпадает с тем, на который был отправлен код.',
  email_mismatch: 'Адрес электронной почты не совпадает с тем, на который был отправлен код.',
  code_mismatch: 'Неверный код подтверждения.',
  expired: 'Срок действия кода подтверждения истёк. Отправьте новый.',
  exceed_max_try: 'Слишком много неверных попыток. Отправьте новый код подтверждения.',
};
