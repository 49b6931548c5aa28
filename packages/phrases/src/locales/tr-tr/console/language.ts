/** Dil ve görünüm seçenekleri. Dil adları `languageNames` içinden gelir. */
export const language = {
  current: 'Geçerli dil: {{name}}',
  choose: 'Dil seçin',
};
