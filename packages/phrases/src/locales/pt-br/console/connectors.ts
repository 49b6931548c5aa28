import type { LocalePhrases } from '../../../types.ts';

/** The connectors section: passwordless and social tabs, create, guides, detail, e-mail templates. */
export const connectors: NonNullable<NonNullable<LocalePhrases['console']>['connectors']> = {
  title: 'Conectores',
  subtitle:
    'Conecte os serviços que entregam códigos de verificação e os provedores com os quais as pessoas fazem login.',
  tabs: {
    label: 'Tipos de conector',
    passwordless: 'Sem senha',
    social: 'Sociais',
  },
  types: {
    Email: 'E-mail',
    Sms: 'SMS',
    Social: 'Social',
  },
  passwordless: {
    email_title: 'Conector de e-mail',
    email_description:
      'Envia códigos de verificação por e-mail para login, cadastro e recuperação.',
    sms_title: 'Conector de SMS',
    sms_description: 'Envia códigos de verificação por mensagem de texto para números de telefone.',
    email_empty: 'Nenhum conector de e-mail ainda',
    sms_empty: 'Nenhum conector de SMS ainda',
    add_email: 'Adicionar conector de e-mail',
    add_sms: 'Adicionar conector de SMS',
    replace_note: 'Apenas um de cada tipo fica ativo; adicionar outro substitui o atual.',
  },
  social: {
    empty: 'Nenhum conector social ainda',
    empty_description:
      'Permita que as pessoas façam login com uma conta que já têm em outro lugar.',
    add: 'Adicionar conector social',
    columns: {
      name: 'Nome',
      target: 'Destino',
      platform: 'Plataforma',
    },
    table_label: 'Conectores sociais',
    platforms: {
      Universal: 'Universal',
      Web: 'Web',
      Native: 'Nativa',
    },
  },
  create: {
    title_email: 'Adicionar conector de e-mail',
    title_sms: 'Adicionar conector de SMS',
    title_social: 'Adicionar conector social',
    choose: 'Escolha um provedor',
    next: 'Próximo',
    no_factories: 'Nenhum conector desse tipo está disponível.',
    replaces_current: 'Ao salvar, ele substitui o conector de {{type}} atual.',
  },
  guide: {
    title: 'Configurar {{name}}',
    steps_title: 'Como configurar',
    config_title: 'Configurações',
    save: 'Salvar e concluir',
    created: '{{name}} adicionado.',
    texts: {
      'simple-mail-transfer-protocol':
        'Peça ao seu provedor de e-mail o host SMTP, a porta e, se necessário, um usuário e uma senha. Informe o endereço de onde os e-mails saem. Use a porta 465 com “TLS desde o início” ou a porta 587 com STARTTLS.',
      'http-email':
        'Mantenha um endpoint HTTPS que entregue e-mails. O Gatehouse envia cada mensagem para ele como JSON com o destinatário, a finalidade e o código; responda com um status 2xx quando ela for aceita.',
      'http-sms':
        'Mantenha um endpoint HTTPS que envie mensagens de texto. O Gatehouse envia cada mensagem para ele como JSON com o número de telefone, a finalidade e o código; responda com um status 2xx quando ela for aceita.',
      oauth2:
        'Registre o Gatehouse como cliente no seu provedor OAuth 2.0, com a URL de retorno da sua página de login. Copie aqui o ID e o segredo do cliente e os endpoints de autorização, token e userinfo do provedor, e mapeie os campos do perfil de usuário.',
      github:
        'No GitHub, abra Settings → Developer settings → OAuth Apps e registre um novo app com a URL de retorno da sua página de login. Copie aqui o ID do cliente e um novo segredo do cliente.',
      google:
        'No console do Google Cloud, crie um ID de cliente OAuth do tipo “Aplicativo da Web” com a URL de retorno da sua página de login como URI de redirecionamento autorizado. Copie aqui o ID e o segredo do cliente.',
      microsoft:
        'No Microsoft Entra ID, registre um aplicativo com a URL de retorno da sua página de login como URI de redirecionamento web. Copie aqui o ID do aplicativo (cliente) e um segredo do cliente; mantenha “common” como diretório, a menos que só uma organização possa fazer login.',
      apple:
        'Na sua conta Apple Developer, crie um Services ID para “Iniciar sessão com a Apple” com a URL de retorno da sua página de login e uma chave para “Iniciar sessão com a Apple”. Informe aqui o Services ID, o ID da sua equipe, o ID da chave e o conteúdo do arquivo de chave .p8.',
      discord:
        'No Discord Developer Portal, crie um aplicativo e adicione a URL de retorno da sua página de login aos redirecionamentos OAuth2. Copie aqui o ID e o segredo do cliente.',
      oidc: 'Registre o Gatehouse como cliente no seu provedor OpenID Connect, com a URL de retorno da sua página de login. Copie aqui o ID do cliente, o segredo do cliente e os endpoints do provedor, e dê ao conector um destino que identifique o provedor.',
    },
    fallback_text: 'Preencha as configurações fornecidas pelo provedor e salve.',
  },
  form: {
    target: 'Destino',
    target_description: 'Um nome curto e único para o provedor, como “acme-idp”.',
    display_name: 'Nome do botão',
    display_name_description: 'O nome exibido no botão de login.',
    sync_profile: 'Atualizar o perfil da pessoa a partir do provedor a cada login',
    show_secret: 'Mostrar valor',
    invalid_json: 'Digite um JSON válido.',
    invalid_number: 'Digite um número inteiro.',
    choose_option: 'Escolha uma opção',
    items: {
      host: 'Host',
      port: 'Porta',
      auth: 'Credenciais',
      auth_description: '{ "user": "…", "pass": "…" } quando o servidor exige login.',
      fromEmail: 'Endereço do remetente',
      replyTo: 'Endereço de resposta',
      secure: 'TLS desde o início (porta 465)',
      requireTLS: 'Exigir STARTTLS',
      templates: 'Modelos',
      templates_description:
        'Opcional [{ usageType, subject, content, contentType }]; os modelos de e-mail abaixo têm prioridade.',
      endpoint: 'Endpoint',
      endpoint_description:
        'O Gatehouse envia { to, type, payload: { code, locale } } para cá como JSON.',
      authorization: 'Cabeçalho Authorization',
      authorization_description: 'Enviado como cabeçalho Authorization de cada requisição.',
      clientId: 'ID do cliente',
      clientSecret: 'Segredo do cliente',
      authorizationEndpoint: 'Endpoint de autorização',
      tokenEndpoint: 'Endpoint de token',
      userInfoEndpoint: 'Endpoint de userinfo',
      issuer: 'Emissor',
      issuer_description:
        'Os endpoints deixados vazios são descobertos pela configuração OpenID dele.',
      jwksUri: 'URI do JWKS',
      scope: 'Escopo',
      tokenEndpointAuthMethod: 'Autenticação no endpoint de token',
      keyId: 'ID da chave',
      teamId: 'ID da equipe',
      privateKey: 'Chave privada (.p8)',
      tenantId: 'Diretório (locatário)',
      pkce: 'Usar PKCE',
      profileMap: 'Mapeamento do perfil',
      profileMap_description:
        'Chaves (ou caminhos com pontos) de id, email, emailVerified, phone, phoneVerified, name e avatar no perfil. Um e-mail sem indicador de verificação não é considerado confiável.',
    },
  },
  detail: {
    delete_message:
      'Os métodos de login que dependem deste conector deixam de funcionar até você adicionar outro.',
  },
  test: {
    title: 'Enviar um teste',
    description_email: 'Envia um e-mail de teste com as configurações acima, salvas ou não.',
    description_sms:
      'Envia uma mensagem de texto de teste com as configurações acima, salvas ou não.',
    email_label: 'Endereço de e-mail',
    phone_label: 'Número de telefone',
    send: 'Enviar teste',
    sent: 'Mensagem de teste enviada. Verifique a caixa de entrada de {{to}}.',
    failed: 'A mensagem de teste não foi enviada.',
    code: 'Código de erro: {{code}}',
    invalid_email: 'Digite um e-mail como nome@example.com.',
    invalid_phone: 'Digite um número de telefone só com dígitos, opcionalmente após um +.',
  },
  errors: {
    general: 'O conector não conseguiu concluir a requisição.',
    invalid_metadata: 'Os metadados do conector são inválidos.',
    unexpected_type: 'Este tipo de conector não pode fazer isso.',
    invalid_config_guard: 'As configurações do conector estão incompletas ou em formato errado.',
    invalid_request_parameters: 'O provedor recusou os parâmetros da requisição.',
    insufficient_request_parameters: 'Faltam informações obrigatórias na requisição.',
    invalid_config:
      'As configurações do conector estão erradas; verifique host, credenciais e endereços.',
    invalid_certificate: 'O certificado do provedor não é confiável.',
    invalid_response: 'O provedor respondeu com um erro; verifique as credenciais e o remetente.',
    template_not_found: 'Nenhum modelo de mensagem foi encontrado para esta finalidade.',
    template_not_supported: 'Este conector não oferece suporte a esse modelo de mensagem.',
    rate_limit_exceeded: 'Foram enviadas mensagens demais. Tente novamente mais tarde.',
    not_implemented: 'Este conector ainda não pode fazer isso.',
    social_auth_code_invalid: 'O provedor recusou o código de autorização.',
    social_invalid_access_token: 'O provedor recusou o token de acesso.',
    social_invalid_id_token: 'O token de ID do provedor é inválido.',
    authorization_failed: 'A autorização no provedor falhou.',
    unknown: 'O conector falhou.',
  },
  templates: {
    title: 'Modelos de e-mail',
    description:
      'O assunto e o corpo de cada tipo de e-mail, por idioma. Escreva {{code}} onde fica o código de verificação.',
    add: 'Adicionar modelo',
    empty: 'Nenhum modelo de e-mail ainda',
    empty_description: 'Sem modelo, os e-mails usam o texto embutido no idioma da pessoa.',
    table_label: 'Modelos de e-mail',
    columns: {
      purpose: 'Finalidade',
      language: 'Idioma',
      subject: 'Assunto',
      actions: 'Ações',
    },
    purposes: {
      SignIn: 'Login',
      Register: 'Cadastro',
      ForgotPassword: 'Esqueci a senha',
      Generic: 'Genérico',
    },
    edit: 'Editar o modelo {{name}}',
    delete: 'Excluir o modelo {{name}}',
    delete_title: 'Excluir este modelo?',
    delete_message: 'Os e-mails desta finalidade e idioma voltam ao texto embutido.',
    deleted: 'Modelo excluído.',
    saved: 'Modelo salvo.',
    editor_title_new: 'Adicionar modelo de e-mail',
    editor_title_edit: 'Editar modelo de e-mail',
    purpose_label: 'Finalidade',
    language_label: 'Idioma',
    subject_label: 'Assunto',
    content_label: 'Conteúdo',
    content_type_label: 'Formato',
    content_types: {
      html: 'HTML',
      text: 'Texto simples',
    },
    send_from_label: 'Nome do remetente',
    reply_to_label: 'Endereço de resposta',
    url_not_allowed: 'URL não é permitida no nome do remetente.',
    preview_title: 'Pré-visualização',
    preview_frame: 'Pré-visualização do e-mail',
    preview_note: 'Exibido com o código de exemplo 123456; scripts e links não são executados.',
    exists: 'Já existe um modelo para esta finalidade e idioma; salvar o substitui.',
    save: 'Salvar modelo',
  },
};
