export const passwordPhrases = {
  /** Yeni parola yazılırken gösterilen, gereksinim biçiminde ifade edilmiş ipuçları. */
  password_hints: {
    heading: 'Parolanızda bulunması gerekenler:',
    min_length: 'En az {{min}} karakter',
    character_types: 'En az {{min}} türden karakter: küçük harf, büyük harf, rakam, sembol',
  },
};
