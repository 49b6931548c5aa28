import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const request: Errors['request'] = {
  general: 'Не вдалося виконати запит.',
  invalid_input: 'Недійсні вхідні дані: {{message}}',
  invalid_json: 'Тіло запиту не є дійсним JSON.',
  payload_too_large: 'Тіло запиту перевищує ліміт у {{limit}} байтів.',
  unsupported_media_type:
    'Ця кінцева точка приймає лише тіла у форматі JSON (Content-Type: application/json).',
  not_found: 'За цією адресою нічого немає.',
  internal_server_error: 'Внутрішня помилка сервера.',
  range_not_satisfiable: 'Запитаний діапазон неможливо надати.',
  feature_not_supported: 'Ця функція не підтримується.',
  message_rate_limited: 'Забагато запитів. Спробуйте пізніше.',
  rate_limited: 'Забагато запитів. Спробуйте пізніше.',
};
