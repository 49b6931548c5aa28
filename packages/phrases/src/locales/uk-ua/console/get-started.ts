import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** Get-started page: the first steps after installing. */
export const get_started: Console['get_started'] = {
  title: 'Початок роботи',
  subtitle: 'Три кроки — і ваш перший застосунок підключено до Gatehouse.',
  step: 'Крок {{number}}',
  create_application_title: 'Створіть застосунок',
  create_application_description:
    'Зареєструйте вебзастосунок, мобільний застосунок або застосунок «машина-машина», користувачі якого входитимуть через Gatehouse.',
  create_application_action: 'До застосунків',
  create_api_resource_title: 'Захистіть API',
  create_api_resource_description:
    'Додайте свій бекенд як ресурс API і визначте дозволи, які міститимуть його токени доступу.',
  create_api_resource_action: 'До ресурсів API',
  create_role_title: 'Визначте ролі',
  create_role_description:
    'Об’єднуйте дозволи в ролі та призначайте їх користувачам і машинним застосункам.',
  create_role_action: 'До ролей',
  section_coming_soon: 'У цій версії ще недоступно',
  docs_title: 'Прочитайте документацію',
  docs_description: 'Посібники для кожного фреймворку, довідка з API та основні поняття.',
  docs_action: 'Відкрити документацію',
};
