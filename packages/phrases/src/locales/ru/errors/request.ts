export const request = {
  general: 'Не удалось выполнить запрос.',
  invalid_input: 'Недопустимые входные данные: {{message}}',
  invalid_json: 'Тело запроса не является корректным JSON.',
  payload_too_large: 'Тело запроса превышает ограничение в {{limit}} байт.',
  unsupported_media_type:
    'Этот эндпоинт принимает только тела в формате JSON (Content-Type: application/json).',
  not_found: 'По этому адресу ничего нет.',
  internal_server_error: 'Внутренняя ошибка сервера.',
  range_not_satisfiable: 'Запрошенный диапазон не может быть предоставлен.',
  feature_not_supported: 'Эта функция не поддерживается.',
  message_rate_limited: 'Слишком много запросов. Повторите попытку позже.',
  rate_limited: 'Слишком много запросов. Повторите попытку позже.',
};
