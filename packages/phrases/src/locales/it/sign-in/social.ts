import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Continua con {{name}}',
    divider: 'oppure',
    group_label: 'Accedi con un altro servizio',
    signing_in: 'Accesso in corso…',
    link_title: 'Collega il tuo account',
    link_description:
      'Esiste già un account con {{identifier}}. Collegare l’accesso con {{name}} e continuare?',
    link_confirm: 'Collega e continua',
    back_to_sign_in: 'Torna all’accesso',
    failed_title: 'L’accesso non è riuscito',
    state_mismatch: 'Non è stato possibile confermare questo accesso. Ricomincia.',
    registration_closed: 'Nessun account usa ancora questo accesso e la registrazione è chiusa.',
  },
};
