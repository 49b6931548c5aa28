/** Escolha de idioma e aparência. Os nomes dos idiomas vêm de `languageNames`. */
export const language = {
  current: 'Idioma atual: {{name}}',
  choose: 'Escolher idioma',
};
