/** Слова, общие для многих экранов консоли. */
export const general = {
  page_title: 'Консоль Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Консоль',
  loading: 'Загрузка…',
  got_it: 'Понятно',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  close: 'Закрыть',
  pick_color_from_screen: 'Выбрать цвет на экране',
  save: 'Сохранить',
  retry: 'Повторить',
  learn_more: 'Подробнее',
  opens_in_new_tab: '(откроется в новой вкладке)',
  required_field_missing: 'Заполните поле «{{field}}».',
};
