/** Palavras compartilhadas por muitas telas do console. */
export const general = {
  page_title: 'Console do Gatehouse',
  product_name: 'Gatehouse',
  console_title: 'Console',
  loading: 'Carregando…',
  got_it: 'Entendi',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Fechar',
  pick_color_from_screen: 'Escolher uma cor da tela',
  save: 'Salvar',
  retry: 'Tentar novamente',
  learn_more: 'Saiba mais',
  opens_in_new_tab: '(abre em uma nova aba)',
  required_field_missing: 'Preencha {{field}}.',
};
