import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** The frame around every tenant page: sidebar, top bar, avatar menu, banners. */
export const shell: Console['shell'] = {
  sidebar: {
    label: 'Головна навігація',
    sections: {
      overview: 'Огляд',
      authentication: 'Автентифікація',
      authorization: 'Авторизація',
      users: 'Користувачі',
      developer: 'Розробка',
      tenant: 'Орендар',
    },
    items: {
      get_started: 'Початок роботи',
      dashboard: 'Панель керування',
      applications: 'Застосунки',
      sign_in_experience: 'Сторінка входу',
      mfa: 'Багатофакторна автентифікація',
      connectors: 'Конектори',
      enterprise_sso: 'Корпоративний SSO',
      security: 'Безпека',
      account_center: 'Центр облікового запису',
      api_resources: 'Ресурси API',
      roles: 'Ролі',
      organization_template: 'Шаблон організації',
      organizations: 'Організації',
      users: 'Керування користувачами',
      signing_keys: 'Ключі підпису',
      customize_jwt: 'Власний JWT',
      webhooks: 'Вебхуки',
      audit_logs: 'Журнали аудиту',
      tenant_settings: 'Налаштування',
    },
  },
  top_bar: {
    home: 'Головна сторінка консолі Gatehouse',
    docs: 'Документація',
    help: 'Довідка',
    toggle_navigation: 'Показати або приховати навігацію',
  },
  avatar_menu: {
    label: 'Меню облікового запису {{name}}',
    unnamed_user: 'Користувач без імені',
    profile: 'Профіль',
    language: 'Мова',
    appearance: 'Вигляд',
    appearance_system: 'Як у системі',
    appearance_light: 'Світла тема',
    appearance_dark: 'Темна тема',
    sign_out: 'Вийти',
    signing_out: 'Вихід…',
  },
  version: {
    badge: 'Версія {{version}}',
    new_version_available: 'Доступна нова версія',
  },
  dev_features_banner:
    'Увімкнено функції для розробки. Не використовуйте цей екземпляр у робочому середовищі.',
  contact: {
    title: 'Потрібна допомога?',
    description: 'Зв’яжіться з командою та спільнотою Gatehouse одним із цих способів.',
    community_title: 'Чат спільноти',
    community_description: 'Ставте запитання й діліться ідеями з іншими розробниками.',
    community_action: 'Приєднатися',
    issues_title: 'Issues у репозиторії коду',
    issues_description: 'Повідомте про помилку або запропонуйте функцію в репозиторії коду.',
    issues_action: 'Відкрити issues',
    email_title: 'Електронна пошта',
    email_description: 'Напишіть команді з будь-якого іншого питання.',
    email_action: 'Надіслати лист',
    meeting_title: 'Запланувати зустріч',
    meeting_description: 'Домовтеся про дзвінок із командою, щоб обговорити ваш проєкт.',
    meeting_action: 'Запланувати',
  },
};
