import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const user: Errors['user'] = {
  username_already_in_use: 'Це ім’я користувача вже використовується.',
  email_already_in_use: 'Ця адреса електронної пошти вже використовується.',
  phone_already_in_use: 'Цей номер телефону вже використовується.',
  invalid_email: 'Недійсна адреса електронної пошти.',
  invalid_phone: 'Недійсний номер телефону.',
  user_not_exist: 'Користувач не існує.',
  suspended: 'Цей обліковий запис призупинено.',
  cannot_delete_self: 'Ви не можете видалити себе.',
  same_password: 'Новий пароль не може збігатися з поточним.',
  username_too_long: 'Ім’я користувача має містити не більше ніж {{maxLength}} символів.',
  sign_in_method_not_enabled: 'Цей спосіб входу не ввімкнено.',
  sign_up_method_not_enabled: 'Цей спосіб реєстрації не ввімкнено.',
  username_required: 'Потрібно вказати ім’я користувача.',
  password_and_digest: 'Не можна одночасно задати пароль у відкритому вигляді та дайджест пароля.',
  password_algorithm_required: 'Разом із дайджестом пароля потрібно вказати алгоритм пароля.',
  identity_not_exist: 'Цей соціальний обліковий запис ще не зареєстровано.',
  invalid_role_type: 'Роль цього типу не можна призначити користувачеві.',
};
