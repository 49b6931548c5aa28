/** Página de primeiros passos: o que fazer depois da instalação. */
export const get_started = {
  title: 'Primeiros passos',
  subtitle: 'Três etapas conectam seu primeiro aplicativo ao Gatehouse.',
  step: 'Etapa {{number}}',
  create_application_title: 'Criar um aplicativo',
  create_application_description:
    'Registre o aplicativo web, móvel ou máquina a máquina que faz o login dos seus usuários pelo Gatehouse.',
  create_application_action: 'Ir para aplicativos',
  create_api_resource_title: 'Proteger uma API',
  create_api_resource_description:
    'Adicione seu back-end como recurso de API e defina as permissões que os tokens de acesso dele carregam.',
  create_api_resource_action: 'Ir para recursos de API',
  create_role_title: 'Definir funções',
  create_role_description:
    'Agrupe permissões em funções e atribua-as a usuários e aplicativos de máquina.',
  create_role_action: 'Ir para funções',
  section_coming_soon: 'Ainda não disponível nesta versão',
  docs_title: 'Leia a documentação',
  docs_description: 'Guias para cada framework, referências de API e conceitos.',
  docs_action: 'Abrir a documentação',
};
