import type { LocalePhrases } from '../../../types.ts';

/** Words shared by many console screens. */
export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'Console Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Console',
  loading: 'Chargement…',
  got_it: 'Compris',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  close: 'Fermer',
  pick_color_from_screen: 'Choisir une couleur à l’écran',
  save: 'Enregistrer',
  retry: 'Réessayer',
  learn_more: 'En savoir plus',
  opens_in_new_tab: '(s’ouvre dans un nouvel onglet)',
  required_field_missing: 'Veuillez saisir {{field}}.',
};
