export const connector = {
  authorization_failed: 'Провайдер не дозволив вхід.',
  social_auth_code_invalid: 'Провайдер відхилив код авторизації. Увійдіть знову.',
  social_invalid_access_token: 'Провайдер відхилив токен доступу.',
  social_invalid_id_token: 'ID-токен провайдера недійсний.',
  general: 'Помилка конектора: {{message}}',
  not_found: 'Не знайдено увімкненого конектора {{type}}.',
  not_found_with_connector_id: 'Фабрики конекторів з ID {{connectorId}} не існує.',
  not_implemented: 'Конектор поки що цього не вміє.',
  invalid_metadata: 'Метадані конектора недійсні.',
  invalid_config_guard: 'Конфігурація конектора недійсна.',
  invalid_config: 'Конфігурація конектора неповна або неправильна.',
  unexpected_type: 'Цей тип конектора тут використовувати не можна.',
  invalid_request_parameters: 'У запиті до конектора неправильні параметри.',
  insufficient_request_parameters: 'У запиті до конектора бракує параметрів.',
  invalid_response: 'Провайдер конектора відповів помилкою.',
  template_not_found: 'Для цієї мети не знайдено шаблону повідомлення.',
  rate_limit_exceeded: 'Надіслано забагато повідомлень. Спробуйте пізніше.',
  multiple_instances_not_supported: 'Цей конектор можна додати лише один раз.',
  invalid_type_for_syncing_profile:
    'Синхронізувати профілі користувачів можуть лише соціальні конектори.',
  should_specify_target: 'Стандартному конектору потрібна ціль у метаданих.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Метадані нестандартного конектора не можна перезаписати.',
  multiple_target_with_same_platform:
    'Два соціальні конектори не можуть мати одну ціль на одній платформі.',
  token_storage_not_supported: 'Цей конектор не може зберігати токени.',
  email_connector: {
    bulk_deletion_no_filter: 'Для видалення шаблонів листів потрібна мова або тип шаблону.',
  },
};

export const verification_code = {
  phone_email_empty: 'Номер телефону та адреса електронної пошти порожні.',
  not_found: 'Код підтвердження не знайдено. Спершу надішліть новий.',
  phone_mismatch: 'Номер телефону не збігається з тим, на який надіслано код.',
  email_mismatch: 'Адреса електронної пошти не збігається з тією, на яку надіслано код.',
  code_mismatch: 'Неправильний код підтвердження.',
  expired: 'Термін дії коду підтвердження минув. Надішліть новий.',
  exceed_max_try: 'Забагато невдалих спроб. Надішліть новий код підтвердження.',
};
