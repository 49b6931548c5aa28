/** Выбор языка и оформления. Названия языков берутся из `languageNames`. */
export const language = {
  current: 'Текущий язык: {{name}}',
  choose: 'Выбрать язык',
};
