/** A página de perfil em /console/profile. */
export const profile = {
  title: 'Definições da conta',
  description: 'Altere os dados da sua conta e a forma como aparece na consola.',
  back_to_console: 'Voltar à consola',
  profile_information: 'Informações do perfil',
  avatar: 'Imagem de perfil',
  avatar_alt: 'Imagem de perfil de {{name}}',
  upload_avatar: 'Carregar imagem',
  remove_avatar: 'Remover imagem',
  avatar_hint: 'SVG, PNG, JPEG ou ICO, até {{size}}.',
  uploading: 'A carregar…',
  name: 'Nome',
  username: 'Nome de utilizador',
  edit: 'Editar',
  not_set: 'Não definido',
  edit_name: 'Editar nome',
  edit_username: 'Editar nome de utilizador',
  updated: 'Perfil atualizado.',
  username_invalid:
    'O nome de utilizador tem de começar por uma letra ou um carácter de sublinhado e conter apenas letras, algarismos e caracteres de sublinhado.',
  upload: {
    file_count_error: 'Carregue um ficheiro de cada vez.',
    file_type_error: 'Tipo de ficheiro não suportado. Permitidos: {{extensions}}.',
    file_size_error: 'O ficheiro é demasiado grande. Máximo: {{limit}}.',
    generic_error: 'O carregamento falhou. Tente novamente.',
    service_not_configured:
      'O armazenamento de ficheiros não está configurado neste servidor, pelo que não é possível carregar imagens.',
  },
};
