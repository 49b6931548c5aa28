/** Birçok konsol ekranında ortak kullanılan sözcükler. */
export const general = {
  page_title: 'Gatehouse Konsolu',
  product_name: 'Gatehouse',
  console_title: 'Konsol',
  loading: 'Yükleniyor…',
  got_it: 'Anladım',
  confirm: 'Onayla',
  cancel: 'İptal',
  close: 'Kapat',
  pick_color_from_screen: 'Ekrandan renk seç',
  save: 'Kaydet',
  retry: 'Tekrar dene',
  learn_more: 'Daha fazla bilgi',
  opens_in_new_tab: '(yeni sekmede açılır)',
  required_field_missing: 'Lütfen şu alanı doldurun: {{field}}.',
};
