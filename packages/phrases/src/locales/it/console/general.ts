import type { LocalePhrases } from '../../../types.ts';

export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'Console Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Console di gestione',
  loading: 'Caricamento…',
  got_it: 'Ho capito',
  confirm: 'Conferma',
  cancel: 'Annulla',
  close: 'Chiudi',
  pick_color_from_screen: 'Scegli un colore dallo schermo',
  save: 'Salva',
  retry: 'Riprova',
  learn_more: 'Scopri di più',
  opens_in_new_tab: '(si apre in una nuova scheda)',
  required_field_missing: 'Inserisci {{field}}.',
};
