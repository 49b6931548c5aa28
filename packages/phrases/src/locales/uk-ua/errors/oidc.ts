import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const oidc: Errors['oidc'] = {
  aborted: 'Кінцевий користувач перервав взаємодію.',
  invalid_scope: 'Область доступу {{scope}} не підтримується.',
  invalid_scope_plural: 'Області доступу {{scopes}} не підтримуються.',
  invalid_token: 'Токен недійсний.',
  invalid_client_metadata: 'Метадані клієнта недійсні.',
  insufficient_scope: 'У токені бракує області доступу {{scopes}}.',
  invalid_request: 'Запит недійсний.',
  invalid_grant: 'Запит на надання доступу недійсний.',
  invalid_issuer: 'Видавець недійсний.',
  invalid_redirect_uri: 'redirect_uri не збігається з жодним зареєстрованим URI переспрямування.',
  invalid_target: 'Запитаний індикатор ресурсу недійсний.',
  access_denied: 'Доступ заборонено.',
  unsupported_grant_type: 'Тип надання доступу (grant type) не підтримується.',
  unsupported_response_mode: 'Режим відповіді не підтримується.',
  unsupported_response_type: 'Тип відповіді не підтримується.',
  invalid_client: 'Не вдалося автентифікувати клієнта.',
  unauthorized_client: 'Клієнту не дозволено використовувати цей тип надання доступу.',
  login_required: 'Кінцевий користувач має увійти.',
  consent_required: 'Кінцевий користувач має надати згоду.',
  interaction_required: 'Кінцевий користувач має виконати дії на сторінці входу.',
  server_error: 'На сервері щось пішло не так.',
  provider_error: 'Внутрішня помилка OIDC: {{message}}.',
  provider_error_fallback: 'Сталася помилка OIDC: {{code}}.',
  key_required: 'Потрібен принаймні один ключ.',
  key_not_found: 'Ключ з ID {{id}} не знайдено.',
  session_not_found: 'Сеанс не знайдено.',
  invalid_session_account_id: 'ID облікового запису сеансу недійсний.',
};
