import type { LocalePhrases } from '../../../types.ts';

type SignIn = NonNullable<LocalePhrases['sign-in']>;

export const pagePhrases: SignIn = {
  page_title: {
    sign_in: 'Вхід',
    register: 'Створення облікового запису',
    consent: 'Надання доступу',
    error: 'Щось пішло не так',
    not_found: 'Сторінку не знайдено',
  },
  general: {
    loading: 'Завантаження…',
    logo_alt: 'Логотип',
    terms_of_use: 'Умови використання',
    privacy_policy: 'Політика конфіденційності',
    legal_links: 'Правова інформація',
    requirement_met: 'виконано',
    requirement_not_met: 'не виконано',
  },
  sign_in: {
    title: 'Вхід',
    description: 'Увійдіть, щоб продовжити.',
    username: 'Ім’я користувача',
    password: 'Пароль',
    submit: 'Увійти',
    no_account: 'Ще не маєте облікового запису?',
    create_account: 'Створити обліковий запис',
  },
  register: {
    title: 'Створення облікового запису',
    description: 'Виберіть ім’я користувача та пароль.',
    username: 'Ім’я користувача',
    password: 'Пароль',
    confirm_password: 'Підтвердження пароля',
    submit: 'Створити обліковий запис',
    have_account: 'Уже маєте обліковий запис?',
    sign_in: 'Увійти',
    closed_title: 'Реєстрацію закрито',
    closed_description:
      'Тут не можна створити новий обліковий запис. Натомість увійдіть з наявним обліковим записом.',
    first_admin_title: 'Створення облікового запису адміністратора',
    first_admin_description:
      'Це перший обліковий запис цієї інсталяції Gatehouse: він стає обліковим записом адміністратора, який входить до консолі та керує всім. Виберіть ім’я користувача та пароль.',
  },
  consent: {
    title: 'Надати доступ {{name}}',
    description: '{{name}} запитує доступ до вашого облікового запису.',
    scopes_heading: 'Застосунок зможе:',
    no_scopes: 'Застосунок не запитує додаткових дозволів.',
    authorize: 'Дозволити',
    load_failed: 'Не вдалося завантажити запит на авторизацію.',
    organizations_heading: 'Організації, до яких буде доступ:',
    no_organizations: 'Ви не є учасником жодної організації.',
  },
  error_page: {
    title: 'Щось пішло не так',
    description:
      'Не вдалося завершити запит на вхід. Поверніться до застосунку та спробуйте ще раз.',
    not_found_title: 'Сторінку не знайдено',
    not_found_description: 'Цієї сторінки не існує.',
    back_to_sign_in: 'Перейти до входу',
    experience_unavailable: 'Не вдалося завантажити сторінку входу. Спробуйте пізніше.',
    unknown_application:
      'Цей застосунок невідомий цій службі входу. Поверніться до застосунку та зверніться до його розробника, якщо проблема не зникне.',
    unregistered_redirect_uri:
      'Застосунок попросив повернути вас на адресу, яку він не зареєстрував. Зверніться до розробника застосунку.',
  },
  validation: {
    username_required: 'Введіть ім’я користувача.',
    username_invalid:
      'Ім’я користувача починається з літери або підкреслення й містить лише літери, цифри та підкреслення.',
    password_required: 'Введіть пароль.',
    confirm_password_required: 'Введіть пароль ще раз.',
    passwords_mismatch: 'Паролі не збігаються.',
  },
};
