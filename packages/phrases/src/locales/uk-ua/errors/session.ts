import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const session: Errors['session'] = {
  verification_failed: 'Перевірку не пройдено. Спробуйте ще раз.',
  connector_id_mismatch: 'Конектор не збігається з тим, яким почато цю перевірку.',
  identity_conflict: 'Обліковий запис уже пов’язано з іншою ідентичністю цього провайдера.',
  not_found: 'Сеанс входу не знайдено. Поверніться назад і почніть вхід знову.',
  invalid_credentials: 'Неправильний обліковий запис або пароль.',
  registration_disabled:
    'Реєстрацію закрито. Попросіть адміністратора створити для вас обліковий запис.',
  sign_in_disabled: 'Вхід поки недоступний. Спочатку створіть обліковий запис.',
  invalid_interaction_type: 'Ця дія не дозволена на поточному кроці.',
  identifier_not_found:
    'Ідентифікатор користувача не знайдено. Поверніться назад і увійдіть знову.',
  verification_session_not_found: 'Перевірку не знайдено. Спробуйте ще раз.',
  forgot_password_not_enabled: 'Скидання пароля не ввімкнено.',
  insufficient_info: 'Бракує деяких відомостей.',
  interaction_not_found: 'Сеанс входу не знайдено. Поверніться назад і почніть вхід знову.',
  verification_blocked_too_many_attempts:
    'Забагато невдалих спроб для цього облікового запису. Зачекайте трохи й спробуйте знову.',
  not_supported_for_forgot_password: 'Це недоступно під час скидання пароля.',
  captcha_required: 'Пройдіть перевірку капчі.',
  captcha_failed: 'Не вдалося перевірити капчу. Спробуйте ще раз.',
  sso_enabled:
    'Ця адреса електронної пошти входить через єдиний вхід. Продовжте у постачальника посвідчень вашої організації.',
  mfa: sessionMfa,
};
