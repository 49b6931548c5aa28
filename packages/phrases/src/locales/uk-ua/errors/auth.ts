import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const auth: Errors['auth'] = {
  authorization_header_missing: 'Відсутній заголовок Authorization.',
  authorization_token_type_not_supported:
    'Цей тип авторизації не підтримується; використовуйте токен Bearer.',
  unauthorized: 'Не авторизовано. Перевірте облікові дані та їхні області доступу.',
  forbidden: 'Заборонено. Перевірте свої ролі та дозволи.',
  expected_role_not_found: 'Очікувану роль не знайдено. Перевірте свої ролі та дозволи.',
  jwt_sub_missing: 'Токен не містить твердження `sub`.',
  third_party_application_forbidden: 'Стороннім застосункам це заборонено.',
  require_re_authentication: 'Щоб продовжити, увійдіть знову.',
  exceed_token_limit: 'Досягнуто ліміту токенів для цього орендаря.',
};
