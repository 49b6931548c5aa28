import type { LocalePhrases } from '../../../types.ts';

/** Words shared by many console screens. */
export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'Gatehouse-Konsole',
  product_name: 'Gatehouse',
  console_title: 'Konsole',
  loading: 'Wird geladen…',
  got_it: 'Verstanden',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  pick_color_from_screen: 'Farbe vom Bildschirm aufnehmen',
  save: 'Speichern',
  retry: 'Erneut versuchen',
  learn_more: 'Mehr erfahren',
  opens_in_new_tab: '(öffnet in einem neuen Tab)',
  required_field_missing: 'Bitte geben Sie {{field}} ein.',
};
