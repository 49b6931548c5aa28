/** Başlarken sayfası: kurulumdan sonraki ilk adımlar. */
export const get_started = {
  title: 'Başlarken',
  subtitle: 'İlk uygulamanızı üç adımda Gatehouse’a bağlayın.',
  step: 'Adım {{number}}',
  create_application_title: 'Uygulama oluşturun',
  create_application_description:
    'Kullanıcılarının Gatehouse üzerinden giriş yaptığı web, mobil veya makineden makineye uygulamayı kaydedin.',
  create_application_action: 'Uygulamalara git',
  create_api_resource_title: 'Bir API’yi koruyun',
  create_api_resource_description:
    'Arka ucunuzu API kaynağı olarak ekleyin ve erişim token’larının taşıdığı izinleri tanımlayın.',
  create_api_resource_action: 'API kaynaklarına git',
  create_role_title: 'Rolleri tanımlayın',
  create_role_description:
    'İzinleri rollerde gruplayın ve bu rolleri kullanıcılara ve makine uygulamalarına atayın.',
  create_role_action: 'Rollere git',
  section_coming_soon: 'Bu sürümde henüz kullanılamıyor',
  docs_title: 'Belgeleri okuyun',
  docs_description: 'Her framework için kılavuzlar, API başvuruları ve kavramlar.',
  docs_action: 'Belgeleri aç',
};
