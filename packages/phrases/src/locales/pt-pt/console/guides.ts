/** Guias de integração de uma aplicação: títulos dos passos e explicações em torno dos exemplos de código. */
export const guides = {
  page_title: 'Integrar {{guide}}',
  subtitle:
    'Autentique utilizadores em “{{application}}” passo a passo. Os exemplos já contêm os valores reais desta aplicação: copie-os tal como estão.',
  subtitle_m2m:
    'Permita que «{{application}}» chame as suas APIs com as próprias credenciais, passo a passo. Os exemplos já contêm os valores reais desta aplicação: copie-os tal como estão.',
  picker_label: 'Framework ou linguagem',
  package: 'Pacote: {{package}}',
  back_to_application: 'Voltar à aplicação',
  finish: 'Concluído, ir para as definições',
  not_found: 'Não existe este guia para este tipo de aplicação.',
  step_label: 'Passo {{number}}',
  code_label: 'Exemplo de código, {{language}}',
  code_file: 'Ficheiro {{file}}',
  copy: 'Copiar',
  copy_code: 'Copiar o código de {{file}}',
  copy_snippet: 'Copiar o exemplo de código',
  copied: 'Copiado',
  missing_secret:
    'Esta aplicação ainda não tem um segredo válido, pelo que os exemplos mostram um marcador de posição. Crie um no separador de definições e depois volte.',
  uris: {
    redirect_uri: 'URI de redirecionamento',
    post_logout_redirect_uri: 'URI de redirecionamento após terminar sessão',
    registered: 'Registado',
    not_registered: 'Ainda não registado',
    add: 'Adicionar {{uri}} à aplicação',
    add_short: 'Adicionar',
    added: '{{uri}} foi adicionado à aplicação.',
  },
  resource: {
    label: 'Recurso de API a chamar',
    description: 'O token de acesso é emitido para este recurso de API.',
    none: 'Ainda não há recursos de API. Crie primeiro um em Recursos de API.',
  },
  steps: {
    install: {
      title: 'Instalar o SDK',
      description: 'Adicione {{package}} e os pacotes utilizados pelo exemplo ao seu projeto.',
    },
    configure_uris: {
      title: 'Registar os URIs de redirecionamento',
      description:
        'Depois de iniciarem sessão, os utilizadores voltam ao URI de redirecionamento; depois de terminarem sessão, ao URI de redirecionamento após terminar sessão. Ambos têm de estar registados exatamente como a aplicação os envia.',
    },
    init_client: {
      title: 'Configurar o cliente',
      description:
        'Mantenha o segredo apenas no servidor. O segredo de cookie abaixo foi gerado no seu navegador para esta página; qualquer valor aleatório longo serve.',
    },
    provider: {
      title: 'Envolver a aplicação no provider',
      description:
        'O provider guarda o estado da sessão; o router serve a página de callback no caminho do URI de redirecionamento.',
    },
    callback: {
      title: 'Tratar o callback de início de sessão',
      description:
        'Esta página troca o código de autorização por tokens e, em seguida, reencaminha o utilizador para a página inicial.',
    },
    sign_in_out: {
      title: 'Iniciar e terminar sessão',
      description:
        'Inicie a sessão com o URI de redirecionamento e termine-a com o URI de redirecionamento após terminar sessão; as declarações do token de ID mostram quem iniciou sessão.',
    },
    user_info: {
      title: 'Ler o utilizador',
      description: 'As declarações do token de ID descrevem o utilizador com sessão iniciada.',
    },
    session: {
      title: 'Manter a sessão',
      description: 'O SDK guarda os tokens na sessão de cada visitante.',
    },
    routes: {
      title: 'Adicionar as rotas de início de sessão',
      description:
        'Estas rotas iniciam a sessão, tratam o callback, terminam a sessão e mostram o utilizador com sessão iniciada. O segredo e o segredo de cookie ficam no servidor.',
    },
    protect_routes: {
      title: 'Proteger rotas',
      description:
        'Encaminhe primeiro para a rota de início de sessão os visitantes que não têm sessão iniciada.',
    },
    native_scheme: {
      title: 'Reclamar o esquema de URL',
      description:
        'A aplicação tem de abrir para o esquema do respetivo URI de redirecionamento, para que o navegador lhe possa devolver o resultado.',
    },
    assign_roles: {
      title: 'Conceder permissões à aplicação',
      description:
        'Uma aplicação máquina a máquina obtém as permissões das funções máquina a máquina que lhe estão atribuídas. Atribua funções no separador de funções desta aplicação.',
    },
    token_curl: {
      title: 'Obter um token de acesso',
      description:
        'Faça o pedido ao endpoint de token com a concessão de credenciais de cliente. O ID e o segredo da aplicação autenticam-se com HTTP Basic.',
    },
    token_node: {
      title: 'Obter um token a partir do Node.js',
      description:
        'O mesmo pedido com openid-client, que lê os endpoints a partir do documento de descoberta.',
    },
    call_api: {
      title: 'Chamar a API',
      description:
        'Envie o token de acesso como token bearer. Expira ao fim da duração definida no recurso de API.',
    },
    checkpoint: {
      title: 'Experimentar',
      description:
        'Execute a aplicação e inicie sessão: deverá ver as declarações do seu utilizador; ao terminar sessão, regressa à aplicação sem sessão iniciada.',
    },
  },
};
