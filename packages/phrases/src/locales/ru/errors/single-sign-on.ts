import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Публичные почтовые домены не допускаются.',
  duplicated_domains: 'Есть повторяющиеся домены.',
  invalid_domain_format: 'Неверный формат домена.',
  duplicate_connector_name: 'Коннектор с таким именем уже существует. Выберите другое имя.',
  idp_initiated_authentication_not_supported:
    'Аутентификация, инициированная IdP, поддерживается только для коннекторов SAML.',
  idp_initiated_authentication_invalid_application_type:
    'Неверный тип приложения. Допускаются только приложения {{type}}.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'URI перенаправления не зарегистрирован. Проверьте настройки приложения.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'URI обратного вызова клиента для аутентификации, инициированной IdP, не найден. Проверьте настройки коннектора.',
  can_not_delete_active_signing_key: 'Активный ключ подписи нельзя удалить.',
  can_not_deactivate_signing_key_in_use:
    'Ключ подписи используется и не может быть отключён. Сначала активируйте другой ключ.',
  active_signing_key_required: 'Коннектору нужен активный ключ подписи, чтобы подписывать запросы.',
  sso_signing_unavailable: 'Не удалось подписать запрос SAML.',
};
