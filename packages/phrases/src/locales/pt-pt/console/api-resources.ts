/** A secção de recursos de API: lista, criação, permissões, definições gerais e guias. */
export const api_resources = {
  title: 'Recursos de API',
  subtitle:
    'Defina as APIs que as suas aplicações chamam e as permissões (âmbitos) que estas verificam.',
  create: 'Criar recurso de API',
  empty: 'Ainda não há recursos de API',
  empty_description: 'Crie um para proteger uma API com tokens de acesso.',
  search_placeholder: 'Pesquisar por nome ou identificador de API',
  column_name: 'Nome da API',
  column_indicator: 'Identificador de API',
  default_badge: 'Predefinida',
  management_api_badge: 'API de gestão',
  name: 'Nome da API',
  name_placeholder: 'A minha API',
  indicator: 'Identificador de API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Um URI absoluto único sem fragmento (#), normalmente o URL da sua API. Passa a ser a declaração “aud” dos tokens de acesso e não pode ser alterado mais tarde.',
  indicator_invalid: 'Introduza um URI absoluto sem fragmento (#), como https://api.example.com.',
  created: 'Recurso de API {{name}} criado.',
  delete_message:
    'As aplicações deixam de obter tokens de acesso para esta API e as funções perdem as respetivas permissões. Esta ação não pode ser anulada.',
  tabs: {
    permissions: 'Permissões',
    general: 'Geral',
  },
  permissions: {
    title: 'Permissões',
    description:
      'Âmbitos que um token para esta API pode incluir. A sua API verifica-os em cada pedido.',
    add: 'Criar permissão',
    edit: 'Editar permissão',
    edit_named: 'Editar {{name}}',
    delete_named: 'Eliminar {{name}}',
    delete_title: 'Eliminar a permissão {{name}}?',
    delete_message: 'As funções que a concedem perdem-na e os tokens deixam de a incluir.',
    deleted: 'Permissão {{name}} eliminada.',
    saved: 'Permissão {{name}} guardada.',
    name: 'Nome da permissão',
    name_placeholder: 'read:orders',
    name_hint: 'Sem espaços; por exemplo, read:orders ou write:orders.',
    name_no_spaces: 'Os nomes de permissão não podem conter espaços.',
    description_label: 'Descrição',
    description_placeholder: 'Ler todas as encomendas',
    column_name: 'Nome',
    column_description: 'Descrição',
    column_created: 'Criada em',
    empty: 'Ainda não há permissões',
    read_only: 'As permissões da API de gestão são integradas e não podem ser alteradas.',
  },
  general: {
    title: 'Geral',
    name: 'Nome da API',
    indicator: 'Identificador de API',
    token_ttl: 'Expiração do token de acesso (segundos)',
    token_ttl_hint:
      'Durante quanto tempo um token de acesso para esta API é válido. Predefinição: 3600 (uma hora).',
    default_api: 'API predefinida',
    default_api_hint:
      'Os inícios de sessão que não pedem nenhum recurso obtêm um token de acesso para a API predefinida. Só uma API pode ser a predefinida.',
    default_set: '{{name}} é agora a API predefinida.',
    default_unset: '{{name}} deixou de ser a API predefinida.',
    read_only:
      'A API de gestão é integrada: as respetivas definições não podem ser alteradas e não pode ser eliminada.',
  },
  guides: {
    menu: 'Guias de integração',
    open: 'Abrir o guia de {{name}}',
    back: 'Voltar a {{name}}',
    not_found: 'Este guia não existe.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Proteger {{name}} com {{framework}}',
    intro:
      'A sua API aceita um pedido quando o respetivo token bearer é um JWT assinado por este inquilino, emitido para o identificador {{indicator}} e que inclui a permissão necessária.',
    step_install: 'Instalar as bibliotecas',
    step_verify: 'Verificar o token de acesso',
    step_verify_description:
      'Obtenha as chaves de assinatura a partir do endpoint JWKS e, em seguida, verifique a assinatura, o emissor, o público-alvo e a expiração de cada token.',
    step_scope: 'Verificar as permissões',
    step_scope_description:
      'A declaração “scope” do token lista as permissões concedidas, separadas por espaços.',
    step_call: 'Chamar a API com um token',
    step_call_description:
      'Uma aplicação máquina a máquina obtém um token com a concessão de credenciais de cliente; substitua o ID e o segredo pelos de uma aplicação com uma função que conceda a permissão.',
    copy_code: 'Copiar o código {{language}}',
    copied: 'Copiado',
    code_label: 'Código {{language}}',
    no_permissions_note: 'Esta API ainda não tem permissões; os exemplos utilizam read:example.',
  },
};
