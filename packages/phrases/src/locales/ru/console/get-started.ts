/** Страница «Начало работы»: первые шаги после установки. */
export const get_started = {
  title: 'Начало работы',
  subtitle: 'Три шага, чтобы подключить ваше первое приложение к Gatehouse.',
  step: 'Шаг {{number}}',
  create_application_title: 'Создайте приложение',
  create_application_description:
    'Зарегистрируйте веб-, мобильное или межмашинное приложение, пользователи которого входят через Gatehouse.',
  create_application_action: 'Перейти к приложениям',
  create_api_resource_title: 'Защитите API',
  create_api_resource_description:
    'Добавьте свой бэкенд как API-ресурс и задайте разрешения, которые содержат его токены доступа.',
  create_api_resource_action: 'Перейти к API-ресурсам',
  create_role_title: 'Определите роли',
  create_role_description:
    'Объединяйте разрешения в роли и назначайте их пользователям и межмашинным приложениям.',
  create_role_action: 'Перейти к ролям',
  section_coming_soon: 'Пока недоступно в этой версии',
  docs_title: 'Прочитайте документацию',
  docs_description: 'Руководства для каждого фреймворка, справочник по API и основные понятия.',
  docs_action: 'Открыть документацию',
};
