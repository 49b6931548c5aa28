import { sessionMfa } from './session-mfa.ts';

export const session = {
  verification_failed: 'Проверка не пройдена. Попробуйте ещё раз.',
  connector_id_mismatch: 'Коннектор не совпадает с тем, которым начата эта проверка.',
  identity_conflict: 'Аккаунт уже связан с другой учётной записью этого провайдера.',
  not_found: 'Сеанс входа не найден. Вернитесь назад и начните вход заново.',
  invalid_credentials: 'Неверный аккаунт или пароль.',
  registration_disabled: 'Регистрация закрыта. Попросите администратора создать для вас аккаунт.',
  sign_in_disabled: 'Вход пока недоступен. Сначала создайте аккаунт.',
  invalid_interaction_type: 'Это действие недопустимо на текущем шаге.',
  identifier_not_found: 'Идентификатор пользователя не найден. Вернитесь назад и войдите снова.',
  verification_session_not_found: 'Проверка не найдена. Попробуйте ещё раз.',
  forgot_password_not_enabled: 'Сброс пароля не включён.',
  insufficient_info: 'Не хватает некоторых данных.',
  interaction_not_found: 'Сеанс входа не найден. Вернитесь назад и начните вход заново.',
  verification_blocked_too_many_attempts:
    'Слишком много неудачных попыток для этой учётной записи. Подождите немного и повторите попытку.',
  not_supported_for_forgot_password: 'Это недоступно при сбросе пароля.',
  captcha_required: 'Пройдите проверку капчи.',
  captcha_failed: 'Не удалось проверить капчу. Попробуйте ещё раз.',
  mfa: sessionMfa,
};
