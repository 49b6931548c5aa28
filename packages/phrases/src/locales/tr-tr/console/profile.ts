/** /console/profile adresindeki profil sayfası. */
export const profile = {
  title: 'Hesap ayarları',
  description: 'Hesap bilgilerinizi ve konsolda nasıl görüneceğinizi değiştirin.',
  back_to_console: 'Konsola dön',
  profile_information: 'Profil bilgileri',
  avatar: 'Profil resmi',
  avatar_alt: 'Profil resmi: {{name}}',
  upload_avatar: 'Resim yükle',
  remove_avatar: 'Resmi kaldır',
  avatar_hint: 'SVG, PNG, JPEG veya ICO, en fazla {{size}}.',
  uploading: 'Yükleniyor…',
  name: 'Ad',
  username: 'Kullanıcı adı',
  edit: 'Düzenle',
  not_set: 'Ayarlanmadı',
  edit_name: 'Adı düzenle',
  edit_username: 'Kullanıcı adını düzenle',
  updated: 'Profil güncellendi.',
  username_invalid:
    'Kullanıcı adı bir harf veya alt çizgiyle başlamalı ve yalnızca harf, rakam ve alt çizgi içermelidir.',
  upload: {
    file_count_error: 'Tek seferde bir dosya yükleyin.',
    file_type_error: 'Desteklenmeyen dosya türü. İzin verilenler: {{extensions}}.',
    file_size_error: 'Dosya çok büyük. En fazla: {{limit}}.',
    generic_error: 'Yükleme başarısız oldu. Tekrar deneyin.',
    service_not_configured: 'Bu sunucuda dosya depolama yapılandırılmadığı için resim yüklenemez.',
  },
};
