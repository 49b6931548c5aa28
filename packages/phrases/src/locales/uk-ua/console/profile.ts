import type { LocalePhrases } from '../../../types.ts';

type Console = NonNullable<LocalePhrases['console']>;

/** The self-hosted profile page at /console/profile. */
export const profile: Console['profile'] = {
  title: 'Налаштування облікового запису',
  description: 'Змініть дані свого облікового запису та те, як ви відображаєтеся в консолі.',
  back_to_console: 'Повернутися до консолі',
  profile_information: 'Відомості профілю',
  avatar: 'Аватар',
  avatar_alt: 'Аватар користувача {{name}}',
  upload_avatar: 'Завантажити зображення',
  remove_avatar: 'Видалити зображення',
  avatar_hint: 'SVG, PNG, JPEG або ICO, до {{size}}.',
  uploading: 'Завантаження…',
  name: 'Ім’я',
  username: 'Ім’я користувача',
  edit: 'Змінити',
  not_set: 'Не вказано',
  edit_name: 'Змінити ім’я',
  edit_username: 'Змінити ім’я користувача',
  updated: 'Профіль оновлено.',
  username_invalid:
    'Ім’я користувача має починатися з літери або підкреслення й містити лише літери, цифри та підкреслення.',
  upload: {
    file_count_error: 'Завантажуйте по одному файлу.',
    file_type_error: 'Непідтримуваний тип файлу. Дозволено: {{extensions}}.',
    file_size_error: 'Файл завеликий. Максимум: {{limit}}.',
    generic_error: 'Не вдалося завантажити файл. Спробуйте ще раз.',
    service_not_configured:
      'На цьому сервері не налаштовано сховище файлів, тому завантажувати зображення неможливо.',
  },
};
