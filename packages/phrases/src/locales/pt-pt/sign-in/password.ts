export const passwordPhrases = {
  /** Sugestões mostradas enquanto se escreve uma nova palavra-passe, formuladas como requisitos. */
  password_hints: {
    heading: 'A sua palavra-passe precisa de:',
    min_length: 'Pelo menos {{min}} caracteres',
    character_types:
      'Caracteres de pelo menos {{min}} tipos: letras minúsculas, letras maiúsculas, algarismos, símbolos',
  },
};
