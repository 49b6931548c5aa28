import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Публічні поштові домени не дозволені.',
  duplicated_domains: 'Є домени, що повторюються.',
  invalid_domain_format: 'Неправильний формат домену.',
  duplicate_connector_name: 'Конектор із такою назвою вже існує. Виберіть іншу назву.',
  idp_initiated_authentication_not_supported:
    'Автентифікація, ініційована IdP, підтримується лише для конекторів SAML.',
  idp_initiated_authentication_invalid_application_type:
    'Неправильний тип застосунку. Дозволені лише застосунки {{type}}.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'URI перенаправлення не зареєстровано. Перевірте налаштування застосунку.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'URI зворотного виклику клієнта для автентифікації, ініційованої IdP, не знайдено. Перевірте налаштування конектора.',
  can_not_delete_active_signing_key: 'Активний ключ підпису не можна видалити.',
  can_not_deactivate_signing_key_in_use:
    'Ключ підпису використовується, і його не можна вимкнути. Спершу активуйте інший ключ.',
  active_signing_key_required: 'Конектору потрібен активний ключ підпису, щоб підписувати запити.',
  sso_signing_unavailable: 'Не вдалося підписати запит SAML.',
};
