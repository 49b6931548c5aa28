import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'SSO corporativo',
    subtitle:
      'Permita que as pessoas de uma empresa entrem pelo próprio provedor de identidade, escolhido pelo domínio de e-mail.',
    empty: 'Ainda não há conectores de SSO corporativo',
    empty_description:
      'Adicione um para direcionar os domínios de e-mail de uma empresa ao provedor de identidade dela.',
    no_domains: 'Sem domínios',
    columns: {
      name: 'Nome',
      provider: 'Provedor',
      domains: 'Domínios de e-mail',
    },
    providers: {
      OIDC: 'Qualquer provedor de identidade compatível com OpenID Connect.',
      SAML: 'Qualquer provedor de identidade compatível com SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, antigo Azure AD, via SAML 2.0.',
      GoogleWorkspace: 'As contas Google de uma organização do Google Workspace.',
      Okta: 'Uma organização Okta via OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, antigo Azure AD, via OpenID Connect.',
    },
    create: {
      button: 'Adicionar conector corporativo',
      title: 'Adicionar conector de SSO corporativo',
      description: 'Escolha o provedor de identidade da empresa e depois dê um nome ao conector.',
      provider_label: 'Provedor de identidade',
      providers_error: 'Não foi possível carregar a lista de provedores de identidade.',
      name_label: 'Nome do conector',
      name_description: 'Só você vê, no console.',
      name_placeholder: 'Por exemplo, Okta da Acme',
      created: 'Conector {{name}} adicionado.',
    },
    tabs: {
      connection: 'Conexão',
      experience: 'Experiência',
      idp_initiated_auth: 'SSO iniciado pelo IdP',
    },
    detail: {
      connector_id: 'ID do conector',
      delete_message:
        'As pessoas dos domínios de e-mail dele não poderão mais entrar por ele. Isso não pode ser desfeito.',
    },
    connection: {
      test_connection: {
        title: 'Testar conexão',
        description:
          'Entre no provedor de identidade em uma nova janela para verificar estas configurações. Ninguém é conectado aqui e nenhum usuário é criado.',
        button: 'Testar conexão',
        waiting: 'Aguardando o provedor de identidade. Conclua o login na janela que foi aberta.',
        popup_blocked:
          'Não foi possível abrir a janela. Abra o provedor de identidade por este link:',
        open_link: 'Abrir o provedor de identidade',
        succeeded:
          'O provedor de identidade respondeu. Estes são os campos do perfil que ele preencheu:',
        failed: 'O teste falhou: {{message}}',
        expired: 'O teste expirou antes de o provedor de identidade responder. Inicie-o novamente.',
        empty_value: 'Não informado',
        fields: {
          issuer: 'Emissor',
          id: 'ID do usuário no provedor de identidade',
          email: 'E-mail',
          name: 'Nome',
          phone: 'Telefone',
          avatar: 'Foto',
        },
      },
      idp_title: 'Provedor de identidade',
    },
    oidc: {
      description: 'Copie estes dados do aplicativo OIDC registrado no provedor de identidade.',
      issuer: 'Emissor',
      issuer_description: 'O documento de descoberta é lido em /.well-known/openid-configuration.',
      client_id: 'ID do cliente',
      client_secret: 'Segredo do cliente',
      scope: 'Escopo',
      scope_description: 'Separados por espaço; openid é sempre solicitado.',
    },
    saml: {
      description:
        'Informe os metadados do provedor de identidade por URL ou como XML, ou digite os valores um a um.',
      source_label: 'Metadados do provedor de identidade',
      sources: {
        url: 'URL dos metadados',
        xml: 'XML dos metadados',
        manual: 'Digitar manualmente',
      },
      metadata_url: 'URL dos metadados',
      metadata_xml: 'XML dos metadados',
      idp_entity_id: 'ID da entidade do IdP',
      sso_url: 'URL de login único',
      certificate: 'Certificado de assinatura',
    },
    sp: {
      title: 'Valores do provedor de serviço',
      saml_description: 'Informe estes valores no aplicativo SAML do provedor de identidade.',
      oidc_description:
        'Registre este URI de redirecionamento no aplicativo OIDC do provedor de identidade.',
      acs_url: 'URL do serviço consumidor de asserções (ACS)',
      entity_id: 'ID da entidade do provedor de serviço',
      redirect_uri: 'URI de redirecionamento',
    },
    experience: {
      branding_title: 'Botão de login',
      branding_description: 'Como o conector aparece na página de login.',
      connector_name: 'Nome do conector',
      connector_name_description: 'Só você vê, no console.',
      display_name: 'Nome de exibição',
      display_name_description: 'Aparece no botão de login; se vazio, o nome do conector.',
      logo: 'URL do logotipo',
      dark_logo: 'URL do logotipo (modo escuro)',
      routing_title: 'Roteamento e perfil',
      routing_description:
        'Quem tem e-mail terminado em um destes domínios entra por este conector.',
      domains: 'Domínios de e-mail',
      domains_description: 'Pressione Enter ou digite uma vírgula após cada domínio.',
      sync_profile: 'Sincronizar o perfil a cada login',
      sync_profile_description:
        'Desativado, nome, e-mail e avatar são copiados do provedor de identidade só no primeiro login.',
    },
    idp_initiated: {
      title: 'Login único iniciado pelo IdP',
      description:
        'As pessoas podem começar no portal do provedor de identidade e chegar conectadas a um dos seus aplicativos. Informe esta URL ACS ao provedor de identidade.',
      load_error: 'Não foi possível carregar as configurações do login iniciado pelo IdP.',
      config_title: 'Configurações',
      enable: 'Permitir login iniciado pelo IdP',
      enable_description: 'Desativado, um login iniciado pelo provedor de identidade é recusado.',
      default_application: 'Aplicativo padrão',
      default_application_description:
        'Um aplicativo web tradicional ou de página única em que o login termina.',
      choose_application: 'Escolha um aplicativo',
      no_applications: 'Nenhum aplicativo adequado',
      flow_label: 'Após o login',
      flow_auto: 'Enviar na hora a solicitação de autorização ao URI de redirecionamento do app',
      flow_client: 'Passar para o callback do próprio app, que inicia o login',
      redirect_uri: 'URI de redirecionamento',
      redirect_uri_description: 'Um dos URIs de redirecionamento registrados para o aplicativo.',
      client_callback_uri: 'URI de callback do cliente',
      client_callback_uri_description:
        'O endereço no seu app que inicia um login iniciado pelo SP.',
    },
    errors: {
      required: 'Este campo é obrigatório.',
      invalid_url: 'Informe uma URL http ou https válida.',
      invalid_domain: 'Informe domínios como example.com.',
      duplicated_domain: 'Cada domínio só pode aparecer uma vez.',
    },
  };
