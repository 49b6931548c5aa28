export const passwordPhrases = {
  /** Dicas exibidas enquanto uma nova senha é digitada, formuladas como requisitos. */
  password_hints: {
    heading: 'Sua senha precisa ter:',
    min_length: 'Pelo menos {{min}} caracteres',
    character_types:
      'Caracteres de pelo menos {{min}} tipos: letras minúsculas, letras maiúsculas, números, símbolos',
  },
};
