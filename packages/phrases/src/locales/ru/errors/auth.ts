export const auth = {
  authorization_header_missing: 'Отсутствует заголовок Authorization.',
  authorization_token_type_not_supported:
    'Этот тип авторизации не поддерживается; используйте токен Bearer.',
  unauthorized: 'Не авторизовано. Проверьте учётные данные и их область действия.',
  forbidden: 'Запрещено. Проверьте свои роли и разрешения.',
  expected_role_not_found: 'Ожидаемая роль не найдена. Проверьте свои роли и разрешения.',
  jwt_sub_missing: 'В токене нет утверждения `sub`.',
  third_party_application_forbidden: 'Сторонним приложениям это действие запрещено.',
  require_re_authentication: 'Чтобы продолжить, войдите снова.',
  exceed_token_limit: 'Достигнут лимит токенов для этого тенанта.',
};
