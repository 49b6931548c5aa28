/** Página de introdução: os primeiros passos depois da instalação. */
export const get_started = {
  title: 'Começar',
  subtitle: 'Três passos ligam a sua primeira aplicação ao Gatehouse.',
  step: 'Passo {{number}}',
  create_application_title: 'Criar uma aplicação',
  create_application_description:
    'Registe a aplicação web, móvel ou máquina a máquina que autentica os seus utilizadores através do Gatehouse.',
  create_application_action: 'Ir para as aplicações',
  create_api_resource_title: 'Proteger uma API',
  create_api_resource_description:
    'Adicione o seu back-end como recurso de API e defina as permissões que os respetivos tokens de acesso incluem.',
  create_api_resource_action: 'Ir para os recursos de API',
  create_role_title: 'Definir funções',
  create_role_description:
    'Agrupe permissões em funções e atribua-as a utilizadores e aplicações de máquina.',
  create_role_action: 'Ir para as funções',
  section_coming_soon: 'Ainda não disponível nesta versão',
  docs_title: 'Ler a documentação',
  docs_description: 'Guias para cada framework, referências de API e conceitos.',
  docs_action: 'Abrir a documentação',
};
