/** Guias de integração de um aplicativo: títulos das etapas e explicações em torno dos exemplos de código. */
export const guides = {
  page_title: 'Integrar {{guide}}',
  subtitle:
    'Faça o login de usuários em “{{application}}” passo a passo. Os exemplos já contêm os valores reais deste aplicativo: copie-os como estão.',
  subtitle_m2m:
    'Permita que “{{application}}” chame suas APIs com as próprias credenciais, passo a passo. Os exemplos já contêm os valores reais desta aplicação: copie-os como estão.',
  picker_label: 'Framework ou linguagem',
  package: 'Pacote: {{package}}',
  back_to_application: 'Voltar ao aplicativo',
  finish: 'Pronto, ir para as configurações',
  not_found: 'Não existe esse guia para este tipo de aplicativo.',
  step_label: 'Etapa {{number}}',
  code_label: 'Exemplo de código, {{language}}',
  code_file: 'Arquivo {{file}}',
  copy: 'Copiar',
  copy_code: 'Copiar o código de {{file}}',
  copy_snippet: 'Copiar o exemplo de código',
  copied: 'Copiado',
  missing_secret:
    'Este aplicativo ainda não tem um segredo válido, por isso os exemplos mostram um valor provisório. Crie um na aba de configurações e depois volte.',
  uris: {
    redirect_uri: 'URI de redirecionamento',
    post_logout_redirect_uri: 'URI de redirecionamento pós-logout',
    registered: 'Registrado',
    not_registered: 'Ainda não registrado',
    add: 'Adicionar {{uri}} ao aplicativo',
    add_short: 'Adicionar',
    added: '{{uri}} foi adicionado ao aplicativo.',
  },
  resource: {
    label: 'Recurso de API a chamar',
    description: 'O token de acesso é emitido para este recurso de API.',
    none: 'Ainda não há recursos de API. Crie um primeiro em Recursos de API.',
  },
  steps: {
    install: {
      title: 'Instalar o SDK',
      description: 'Adicione {{package}} e os pacotes usados pelo exemplo ao seu projeto.',
    },
    configure_uris: {
      title: 'Registrar os URIs de redirecionamento',
      description:
        'Depois do login, os usuários voltam ao URI de redirecionamento; depois de sair, ao URI de redirecionamento pós-logout. Ambos devem estar registrados exatamente como o aplicativo os envia.',
    },
    init_client: {
      title: 'Configurar o cliente',
      description:
        'Mantenha o segredo somente no servidor. O segredo de cookie abaixo foi gerado no seu navegador para esta página; qualquer valor aleatório longo funciona.',
    },
    provider: {
      title: 'Envolver o aplicativo no provider',
      description:
        'O provider guarda o estado do login; o roteador serve a página de callback no caminho do URI de redirecionamento.',
    },
    callback: {
      title: 'Tratar o callback de login',
      description:
        'Esta página troca o código de autorização por tokens e, em seguida, leva o usuário de volta à página inicial.',
    },
    sign_in_out: {
      title: 'Entrar e sair',
      description:
        'Inicie o login com o URI de redirecionamento e o logout com o URI de redirecionamento pós-logout; as declarações do token de ID mostram quem fez login.',
    },
    user_info: {
      title: 'Ler o usuário',
      description: 'As declarações do token de ID descrevem o usuário conectado.',
    },
    session: {
      title: 'Manter a sessão',
      description: 'O SDK armazena os tokens na sessão de cada visitante.',
    },
    routes: {
      title: 'Adicionar as rotas de login',
      description:
        'Estas rotas iniciam o login, tratam o callback, fazem o logout e mostram o usuário conectado. O segredo e o segredo de cookie ficam no servidor.',
    },
    protect_routes: {
      title: 'Proteger rotas',
      description: 'Envie primeiro para a rota de login os visitantes que não estão conectados.',
    },
    native_scheme: {
      title: 'Registrar o esquema de URL',
      description:
        'O aplicativo deve ser aberto pelo esquema do URI de redirecionamento dele, para que o navegador possa devolver o resultado a ele.',
    },
    assign_roles: {
      title: 'Conceder permissões ao aplicativo',
      description:
        'Um aplicativo máquina a máquina recebe as permissões das funções máquina a máquina atribuídas a ele. Atribua funções na aba de funções deste aplicativo.',
    },
    token_curl: {
      title: 'Obter um token de acesso',
      description:
        'Faça a solicitação ao endpoint de token com a concessão de credenciais do cliente. O ID e o segredo do aplicativo são autenticados com HTTP Basic.',
    },
    token_node: {
      title: 'Obter um token a partir do Node.js',
      description:
        'A mesma solicitação com openid-client, que lê os endpoints do documento de descoberta.',
    },
    call_api: {
      title: 'Chamar a API',
      description:
        'Envie o token de acesso como token bearer. Ele expira após o tempo de vida definido no recurso de API.',
    },
    checkpoint: {
      title: 'Experimente',
      description:
        'Execute o aplicativo e faça login: você deverá ver as declarações do seu usuário; ao sair, você volta ao aplicativo desconectado.',
    },
  },
};
