import type { LocalePhrases } from '../../../types.ts';

export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: 'Impostazioni dell’account',
  description: 'Modifica i dati del tuo account e il modo in cui appari nella console.',
  back_to_console: 'Torna alla console',
  profile_information: 'Informazioni del profilo',
  avatar: 'Immagine del profilo',
  avatar_alt: 'Immagine del profilo di {{name}}',
  upload_avatar: 'Carica immagine',
  remove_avatar: 'Rimuovi immagine',
  avatar_hint: 'SVG, PNG, JPEG o ICO, fino a {{size}}.',
  uploading: 'Caricamento in corso…',
  name: 'Nome',
  username: 'Nome utente',
  edit: 'Modifica',
  not_set: 'Non impostato',
  edit_name: 'Modifica nome',
  edit_username: 'Modifica nome utente',
  updated: 'Profilo aggiornato.',
  username_invalid:
    'Il nome utente deve iniziare con una lettera o un trattino basso e contenere solo lettere, cifre e trattini bassi.',
  upload: {
    file_count_error: 'Carica un file alla volta.',
    file_type_error: 'Tipo di file non supportato. Consentiti: {{extensions}}.',
    file_size_error: 'Il file è troppo grande. Massimo: {{limit}}.',
    generic_error: 'Caricamento non riuscito. Riprova.',
    service_not_configured:
      'L’archiviazione dei file non è configurata su questo server, quindi non è possibile caricare immagini.',
  },
};
