/** Раздел API-ресурсов: список, создание, разрешения, общие настройки и руководства. */
export const api_resources = {
  title: 'API-ресурсы',
  subtitle:
    'Опишите API, которые вызывают ваши приложения, и разрешения (области доступа), которые эти API проверяют.',
  create: 'Создать API-ресурс',
  empty: 'API-ресурсов пока нет',
  empty_description: 'Создайте API-ресурс, чтобы защитить API токенами доступа.',
  search_placeholder: 'Поиск по названию или идентификатору API',
  column_name: 'Название API',
  column_indicator: 'Идентификатор API',
  default_badge: 'По умолчанию',
  management_api_badge: 'API управления',
  name: 'Название API',
  name_placeholder: 'Мой API',
  indicator: 'Идентификатор API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Уникальный абсолютный URI без фрагмента (#), обычно URL вашего API. Он становится утверждением «aud» в токенах доступа, и изменить его потом нельзя.',
  indicator_invalid: 'Введите абсолютный URI без фрагмента (#), например https://api.example.com.',
  created: 'API-ресурс {{name}} создан.',
  delete_message:
    'Приложения больше не будут получать токены доступа для этого API, а роли потеряют его разрешения. Это действие нельзя отменить.',
  tabs: {
    permissions: 'Разрешения',
    general: 'Общие',
  },
  permissions: {
    title: 'Разрешения',
    description:
      'Области доступа, которые может содержать токен для этого API. Ваш API проверяет их при каждом запросе.',
    add: 'Создать разрешение',
    edit: 'Изменить разрешение',
    edit_named: 'Изменить {{name}}',
    delete_named: 'Удалить {{name}}',
    delete_title: 'Удалить разрешение {{name}}?',
    delete_message:
      'Роли, которые его предоставляют, потеряют его, и токены перестанут его содержать.',
    deleted: 'Разрешение {{name}} удалено.',
    saved: 'Разрешение {{name}} сохранено.',
    name: 'Название разрешения',
    name_placeholder: 'read:orders',
    name_hint: 'Без пробелов, например read:orders или write:orders.',
    name_no_spaces: 'Названия разрешений не могут содержать пробелы.',
    description_label: 'Описание',
    description_placeholder: 'Чтение всех заказов',
    column_name: 'Название',
    column_description: 'Описание',
    column_created: 'Создано',
    empty: 'Разрешений пока нет',
    read_only: 'Разрешения API управления встроены, и изменить их нельзя.',
  },
  general: {
    title: 'Общие',
    name: 'Название API',
    indicator: 'Идентификатор API',
    token_ttl: 'Срок действия токена доступа (секунды)',
    token_ttl_hint:
      'Сколько времени действует токен доступа для этого API. По умолчанию 3600 (один час).',
    default_api: 'API по умолчанию',
    default_api_hint:
      'При входе без указания ресурса выдаётся токен доступа для API по умолчанию. API по умолчанию может быть только один.',
    default_set: '{{name}} теперь API по умолчанию.',
    default_unset: '{{name}} больше не API по умолчанию.',
    read_only: 'API управления встроен: его настройки нельзя изменить, а сам его нельзя удалить.',
  },
  guides: {
    menu: 'Руководства по интеграции',
    open: 'Открыть руководство: {{name}}',
    back: 'Назад: {{name}}',
    not_found: 'Такого руководства нет.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Защита {{name}} с помощью {{framework}}',
    intro:
      'Ваш API принимает запрос, если его bearer-токен — это JWT, подписанный этим тенантом, выданный для идентификатора {{indicator}} и содержащий нужное разрешение.',
    step_install: 'Установите библиотеки',
    step_verify: 'Проверьте токен доступа',
    step_verify_description:
      'Получите ключи подписи из эндпоинта JWKS, затем проверьте подпись, издателя, аудиторию и срок действия каждого токена.',
    step_scope: 'Проверьте разрешения',
    step_scope_description:
      'Утверждение «scope» токена перечисляет предоставленные разрешения через пробел.',
    step_call: 'Вызовите API с токеном',
    step_call_description:
      'Межмашинное приложение получает токен через grant client credentials; подставьте ID и секрет приложения, у которого есть роль с этим разрешением.',
    copy_code: 'Копировать код на {{language}}',
    copied: 'Скопировано',
    code_label: 'Код на {{language}}',
    no_permissions_note: 'У этого API пока нет разрешений; в примерах используется read:example.',
  },
};
