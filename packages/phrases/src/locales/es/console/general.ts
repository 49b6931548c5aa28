import type { LocalePhrases } from '../../../types.ts';

/** Words shared by many console screens. */
export const general: NonNullable<NonNullable<LocalePhrases['console']>['general']> = {
  page_title: 'Consola de Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Consola',
  loading: 'Cargando…',
  got_it: 'Entendido',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  pick_color_from_screen: 'Elegir un color de la pantalla',
  save: 'Guardar',
  retry: 'Reintentar',
  learn_more: 'Más información',
  opens_in_new_tab: '(se abre en una pestaña nueva)',
  required_field_missing: 'Introduce {{field}}.',
};
