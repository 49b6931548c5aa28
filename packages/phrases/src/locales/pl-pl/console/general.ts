import type { LocalePhrases } from '../../../types.ts';

export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'Konsola Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Konsola',
  loading: 'Wczytywanie…',
  got_it: 'Rozumiem',
  confirm: 'Potwierdź',
  cancel: 'Anuluj',
  close: 'Zamknij',
  pick_color_from_screen: 'Wybierz kolor z ekranu',
  save: 'Zapisz',
  retry: 'Ponów',
  learn_more: 'Dowiedz się więcej',
  opens_in_new_tab: '(otwiera się w nowej karcie)',
  required_field_missing: 'Pole „{{field}}” jest wymagane.',
};
