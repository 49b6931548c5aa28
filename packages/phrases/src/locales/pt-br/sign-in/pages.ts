export const pagePhrases = {
  page_title: {
    sign_in: 'Entrar',
    register: 'Criar conta',
    consent: 'Autorizar acesso',
    error: 'Algo deu errado',
    not_found: 'Página não encontrada',
  },
  general: {
    loading: 'Carregando…',
    logo_alt: 'Logotipo',
    terms_of_use: 'Termos de uso',
    privacy_policy: 'Política de privacidade',
    legal_links: 'Informações legais',
    requirement_met: 'atendido',
    requirement_not_met: 'não atendido',
  },
  sign_in: {
    title: 'Entrar',
    description: 'Entre para continuar.',
    username: 'Nome de usuário',
    password: 'Senha',
    submit: 'Entrar',
    no_account: 'Ainda não tem uma conta?',
    create_account: 'Criar conta',
  },
  register: {
    title: 'Criar conta',
    description: 'Escolha um nome de usuário e uma senha.',
    username: 'Nome de usuário',
    password: 'Senha',
    confirm_password: 'Confirmar senha',
    submit: 'Criar conta',
    have_account: 'Já tem uma conta?',
    sign_in: 'Entrar',
    closed_title: 'O cadastro está fechado',
    closed_description: 'Não é possível criar novas contas aqui. Entre com uma conta existente.',
    first_admin_title: 'Criar a conta de administrador',
    first_admin_description:
      'Esta é a primeira conta desta instalação do Gatehouse: ela se torna a do administrador, que entra no console e gerencia tudo. Escolha um nome de usuário e uma senha.',
  },
  consent: {
    title: 'Autorizar {{name}}',
    description: '{{name}} está solicitando acesso à sua conta.',
    scopes_heading: 'Ele poderá:',
    no_scopes: 'Ele não solicita nenhuma permissão adicional.',
    authorize: 'Autorizar',
    load_failed: 'Não foi possível carregar a solicitação de autorização.',
    organizations_heading: 'Organizações que poderá acessar:',
    no_organizations: 'Você não é membro de nenhuma organização.',
  },
  error_page: {
    title: 'Algo deu errado',
    description:
      'Não foi possível concluir a solicitação de login. Volte ao aplicativo e tente novamente.',
    not_found_title: 'Página não encontrada',
    not_found_description: 'Esta página não existe.',
    back_to_sign_in: 'Ir para o login',
    experience_unavailable:
      'Não foi possível carregar a página de login. Tente novamente mais tarde.',
    unknown_application:
      'Este aplicativo não é conhecido por este serviço de login. Volte ao aplicativo e entre em contato com o desenvolvedor se o problema continuar.',
    unregistered_redirect_uri:
      'O aplicativo pediu para enviar você de volta a um endereço que ele não registrou. Entre em contato com o desenvolvedor do aplicativo.',
  },
  validation: {
    username_required: 'Digite seu nome de usuário.',
    username_invalid:
      'Um nome de usuário começa com uma letra ou um sublinhado e contém apenas letras, números e sublinhados.',
    password_required: 'Digite sua senha.',
    confirm_password_required: 'Digite sua senha novamente.',
    passwords_mismatch: 'As senhas não coincidem.',
  },
};
