export const pagePhrases = {
  page_title: {
    sign_in: 'Iniciar sessão',
    register: 'Criar conta',
    consent: 'Autorizar acesso',
    error: 'Ocorreu um problema',
    not_found: 'Página não encontrada',
  },
  general: {
    loading: 'A carregar…',
    logo_alt: 'Logótipo',
    terms_of_use: 'Termos de utilização',
    privacy_policy: 'Política de privacidade',
    legal_links: 'Informações legais',
    requirement_met: 'cumprido',
    requirement_not_met: 'não cumprido',
  },
  sign_in: {
    title: 'Iniciar sessão',
    description: 'Inicie sessão para continuar.',
    username: 'Nome de utilizador',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    no_account: 'Ainda não tem conta?',
    create_account: 'Criar conta',
  },
  register: {
    title: 'Criar conta',
    description: 'Escolha um nome de utilizador e uma palavra-passe.',
    username: 'Nome de utilizador',
    password: 'Palavra-passe',
    confirm_password: 'Confirmar palavra-passe',
    submit: 'Criar conta',
    have_account: 'Já tem conta?',
    sign_in: 'Iniciar sessão',
    closed_title: 'O registo está encerrado',
    closed_description:
      'Não é possível criar novas contas aqui. Inicie sessão com uma conta existente.',
    first_admin_title: 'Criar a conta de administrador',
    first_admin_description:
      'Esta é a primeira conta desta instalação do Gatehouse: torna-se a do administrador, que inicia sessão na consola e gere tudo. Escolha um nome de utilizador e uma palavra-passe.',
  },
  consent: {
    title: 'Autorizar {{name}}',
    description: '{{name}} pede acesso à sua conta.',
    scopes_heading: 'Poderá:',
    no_scopes: 'Não pede permissões adicionais.',
    authorize: 'Autorizar',
    load_failed: 'Não foi possível carregar o pedido de autorização.',
    organizations_heading: 'Organizações a que poderá aceder:',
    no_organizations: 'Não é membro de nenhuma organização.',
  },
  error_page: {
    title: 'Ocorreu um problema',
    description:
      'Não foi possível concluir o pedido de início de sessão. Volte à aplicação e tente novamente.',
    not_found_title: 'Página não encontrada',
    not_found_description: 'Esta página não existe.',
    back_to_sign_in: 'Ir para o início de sessão',
    experience_unavailable:
      'Não foi possível carregar a página de início de sessão. Tente novamente mais tarde.',
    unknown_application:
      'Esta aplicação não é conhecida por este serviço de início de sessão. Volte à aplicação e contacte o respetivo programador se o problema persistir.',
    unregistered_redirect_uri:
      'A aplicação pediu para o reencaminhar para um endereço que não registou. Contacte o programador da aplicação.',
  },
  validation: {
    username_required: 'Introduza o seu nome de utilizador.',
    username_invalid:
      'Um nome de utilizador começa por uma letra ou um carácter de sublinhado e contém apenas letras, algarismos e caracteres de sublinhado.',
    password_required: 'Introduza a sua palavra-passe.',
    confirm_password_required: 'Introduza novamente a sua palavra-passe.',
    passwords_mismatch: 'As palavras-passe não coincidem.',
  },
};
