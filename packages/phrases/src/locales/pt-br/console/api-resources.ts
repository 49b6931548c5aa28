/** A seção de recursos de API: lista, criação, permissões, configurações gerais e guias. */
export const api_resources = {
  title: 'Recursos de API',
  subtitle:
    'Defina as APIs que seus aplicativos chamam e as permissões (escopos) que elas verificam.',
  create: 'Criar recurso de API',
  empty: 'Ainda não há recursos de API',
  empty_description: 'Crie um para proteger uma API com tokens de acesso.',
  search_placeholder: 'Pesquisar por nome ou identificador de API',
  column_name: 'Nome da API',
  column_indicator: 'Identificador de API',
  default_badge: 'Padrão',
  management_api_badge: 'API de gerenciamento',
  name: 'Nome da API',
  name_placeholder: 'Minha API',
  indicator: 'Identificador de API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Um URI absoluto único sem fragmento (#), geralmente a URL da sua API. Ele se torna a declaração “aud” dos tokens de acesso e não pode ser alterado depois.',
  indicator_invalid: 'Digite um URI absoluto sem fragmento (#), como https://api.example.com.',
  created: 'Recurso de API {{name}} criado.',
  delete_message:
    'Os aplicativos deixarão de receber tokens de acesso para esta API, e as funções perdem as permissões dela. Esta ação não pode ser desfeita.',
  tabs: {
    permissions: 'Permissões',
    general: 'Geral',
  },
  permissions: {
    title: 'Permissões',
    description:
      'Escopos que um token para esta API pode carregar. Sua API os verifica em cada solicitação.',
    add: 'Criar permissão',
    edit: 'Editar permissão',
    edit_named: 'Editar {{name}}',
    delete_named: 'Excluir {{name}}',
    delete_title: 'Excluir a permissão {{name}}?',
    delete_message: 'As funções que a concedem a perdem, e os tokens deixarão de carregá-la.',
    deleted: 'Permissão {{name}} excluída.',
    saved: 'Permissão {{name}} salva.',
    name: 'Nome da permissão',
    name_placeholder: 'read:orders',
    name_hint: 'Sem espaços; por exemplo, read:orders ou write:orders.',
    name_no_spaces: 'Nomes de permissão não podem conter espaços.',
    description_label: 'Descrição',
    description_placeholder: 'Ler todos os pedidos',
    column_name: 'Nome',
    column_description: 'Descrição',
    column_created: 'Criada em',
    empty: 'Ainda não há permissões',
    read_only: 'As permissões da API de gerenciamento são integradas e não podem ser alteradas.',
  },
  general: {
    title: 'Geral',
    name: 'Nome da API',
    indicator: 'Identificador de API',
    token_ttl: 'Expiração do token de acesso (segundos)',
    token_ttl_hint:
      'Por quanto tempo um token de acesso para esta API permanece válido. Padrão: 3600 (uma hora).',
    default_api: 'API padrão',
    default_api_hint:
      'Logins que não pedem nenhum recurso recebem um token de acesso para a API padrão. Apenas uma API pode ser a padrão.',
    default_set: '{{name}} agora é a API padrão.',
    default_unset: '{{name}} não é mais a API padrão.',
    read_only:
      'A API de gerenciamento é integrada: suas configurações não podem ser alteradas e ela não pode ser excluída.',
  },
  guides: {
    menu: 'Guias de integração',
    open: 'Abrir o guia de {{name}}',
    back: 'Voltar para {{name}}',
    not_found: 'Este guia não existe.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Proteger {{name}} com {{framework}}',
    intro:
      'Sua API aceita uma solicitação quando o token bearer dela é um JWT assinado por este locatário, emitido para o identificador {{indicator}} e que carrega a permissão necessária.',
    step_install: 'Instalar as bibliotecas',
    step_verify: 'Verificar o token de acesso',
    step_verify_description:
      'Obtenha as chaves de assinatura no endpoint JWKS e, em seguida, verifique a assinatura, o emissor, o público e a expiração de cada token.',
    step_scope: 'Verificar permissões',
    step_scope_description:
      'A declaração “scope” do token lista as permissões concedidas, separadas por espaços.',
    step_call: 'Chamar a API com um token',
    step_call_description:
      'Um aplicativo máquina a máquina obtém um token com a concessão de credenciais do cliente; substitua o ID e o segredo pelos de um aplicativo que tenha uma função que conceda a permissão.',
    copy_code: 'Copiar o código {{language}}',
    copied: 'Copiado',
    code_label: 'Código {{language}}',
    no_permissions_note: 'Esta API ainda não tem permissões; os exemplos usam read:example.',
  },
};
