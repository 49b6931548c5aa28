/** Palavras partilhadas por muitos ecrãs da consola. */
export const general = {
  page_title: 'Consola do Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Consola',
  loading: 'A carregar…',
  got_it: 'Entendido',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Fechar',
  pick_color_from_screen: 'Escolher uma cor do ecrã',
  save: 'Guardar',
  retry: 'Tentar novamente',
  learn_more: 'Saber mais',
  opens_in_new_tab: '(abre num novo separador)',
  required_field_missing: 'Introduza {{field}}.',
};
