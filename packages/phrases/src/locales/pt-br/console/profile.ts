/** A página de perfil em /console/profile. */
export const profile = {
  title: 'Configurações da conta',
  description: 'Altere os dados da sua conta e como você aparece no console.',
  back_to_console: 'Voltar ao console',
  profile_information: 'Informações do perfil',
  avatar: 'Foto de perfil',
  avatar_alt: 'Foto de perfil de {{name}}',
  upload_avatar: 'Enviar imagem',
  remove_avatar: 'Remover imagem',
  avatar_hint: 'SVG, PNG, JPEG ou ICO, até {{size}}.',
  uploading: 'Enviando…',
  name: 'Nome',
  username: 'Nome de usuário',
  edit: 'Editar',
  not_set: 'Não definido',
  edit_name: 'Editar nome',
  edit_username: 'Editar nome de usuário',
  updated: 'Perfil atualizado.',
  username_invalid:
    'O nome de usuário deve começar com uma letra ou um sublinhado e conter apenas letras, números e sublinhados.',
  upload: {
    file_count_error: 'Envie um arquivo por vez.',
    file_type_error: 'Tipo de arquivo não compatível. Permitidos: {{extensions}}.',
    file_size_error: 'O arquivo é grande demais. Máximo: {{limit}}.',
    generic_error: 'Falha no envio. Tente novamente.',
    service_not_configured:
      'O armazenamento de arquivos não está configurado neste servidor, por isso não é possível enviar imagens.',
  },
};
