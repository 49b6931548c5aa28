/** Gösterge paneli: kiracının kullanıcı sayıları. */
export const dashboard = {
  title: 'Gösterge paneli',
  subtitle: 'Uygulamalarınızı kaç kişinin kullandığı.',
  total_users: 'Toplam kullanıcı',
  new_users_today: 'Bugünkü yeni kullanıcılar',
  new_users_7_days: 'Son 7 gündeki yeni kullanıcılar',
  delta_up: 'Önceki döneme göre {{delta}} fazla',
  delta_down: 'Önceki döneme göre {{delta}} az',
  delta_none: 'Önceki dönemle aynı',
  load_error: 'İstatistikler yüklenemedi.',
  empty: 'Henüz kullanıcı yok. Kaydoldukları anda burada görünecekler.',
  active_users: {
    title: 'Etkin kullanıcılar',
    dau: 'Günlük etkin kullanıcılar',
    wau: 'Haftalık etkin kullanıcılar',
    mau: 'Aylık etkin kullanıcılar',
    curve_title: 'Günlük etkin kullanıcılar, son 30 gün',
    curve_summary: '{{from}} – {{to}}: en yüksek {{max}}, en son {{latest}}.',
    point: '{{date}}: {{users}}',
    load_error: 'Etkin kullanıcılar yüklenemedi.',
  },
};
