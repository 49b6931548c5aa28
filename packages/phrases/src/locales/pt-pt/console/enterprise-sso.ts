import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'SSO empresarial',
    subtitle:
      'Permita que as pessoas de uma empresa iniciem sessão através do seu próprio fornecedor de identidade, escolhido pelo domínio de e-mail.',
    empty: 'Ainda não existem conectores de SSO empresarial',
    empty_description:
      'Adicione um para encaminhar os domínios de e-mail de uma empresa para o respetivo fornecedor de identidade.',
    no_domains: 'Sem domínios',
    columns: {
      name: 'Nome',
      provider: 'Fornecedor',
      domains: 'Domínios de e-mail',
    },
    providers: {
      OIDC: 'Qualquer fornecedor de identidade compatível com OpenID Connect.',
      SAML: 'Qualquer fornecedor de identidade compatível com SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, anteriormente Azure AD, através de SAML 2.0.',
      GoogleWorkspace: 'As contas Google de uma organização Google Workspace.',
      Okta: 'Uma organização Okta através de OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, anteriormente Azure AD, através de OpenID Connect.',
    },
    create: {
      button: 'Adicionar conector empresarial',
      title: 'Adicionar conector de SSO empresarial',
      description:
        'Escolha o fornecedor de identidade da empresa e depois atribua um nome ao conector.',
      provider_label: 'Fornecedor de identidade',
      providers_error: 'Não foi possível carregar a lista de fornecedores de identidade.',
      name_label: 'Nome do conector',
      name_description: 'Só o utilizador o vê, na consola.',
      name_placeholder: 'Por exemplo, Okta da Acme',
      created: 'Conector {{name}} adicionado.',
    },
    tabs: {
      connection: 'Ligação',
      experience: 'Experiência',
      idp_initiated_auth: 'SSO iniciado pelo IdP',
    },
    detail: {
      connector_id: 'ID do conector',
      delete_message:
        'As pessoas dos respetivos domínios de e-mail deixarão de poder iniciar sessão através dele. Esta ação não pode ser anulada.',
    },
    connection: {
      test_connection: {
        title: 'Testar ligação',
        description:
          'Inicie sessão no fornecedor de identidade numa nova janela para verificar estas definições. Ninguém inicia sessão aqui e nenhum utilizador é criado.',
        button: 'Testar ligação',
        waiting:
          'A aguardar o fornecedor de identidade. Conclua o início de sessão na janela que abriu.',
        popup_blocked:
          'Não foi possível abrir a janela. Abra o fornecedor de identidade através desta ligação:',
        open_link: 'Abrir o fornecedor de identidade',
        succeeded:
          'O fornecedor de identidade respondeu. Estes são os campos do perfil que preencheu:',
        failed: 'O teste falhou: {{message}}',
        expired:
          'O teste expirou antes de o fornecedor de identidade responder. Inicie-o novamente.',
        empty_value: 'Não indicado',
        fields: {
          issuer: 'Emissor',
          id: 'ID do utilizador no fornecedor de identidade',
          email: 'E-mail',
          name: 'Nome',
          phone: 'Telefone',
          avatar: 'Fotografia',
        },
      },
      idp_title: 'Fornecedor de identidade',
    },
    oidc: {
      description: 'Copie estes valores da aplicação OIDC registada no fornecedor de identidade.',
      issuer: 'Emissor',
      issuer_description: 'O documento de descoberta é lido em /.well-known/openid-configuration.',
      client_id: 'ID de cliente',
      client_secret: 'Segredo de cliente',
      scope: 'Âmbito',
      scope_description: 'Separados por espaços; openid é sempre pedido.',
    },
    saml: {
      description:
        'Indique os metadados do fornecedor de identidade por URL ou em XML, ou introduza os valores um a um.',
      source_label: 'Metadados do fornecedor de identidade',
      sources: {
        url: 'URL de metadados',
        xml: 'XML de metadados',
        manual: 'Introduzir manualmente',
      },
      metadata_url: 'URL de metadados',
      metadata_xml: 'XML de metadados',
      idp_entity_id: 'ID de entidade do IdP',
      sso_url: 'URL de início de sessão único',
      certificate: 'Certificado de assinatura',
    },
    sp: {
      title: 'Valores do fornecedor de serviços',
      saml_description: 'Introduza-os na aplicação SAML do fornecedor de identidade.',
      oidc_description:
        'Registe este URI de redirecionamento na aplicação OIDC do fornecedor de identidade.',
      acs_url: 'URL do serviço consumidor de asserções (ACS)',
      entity_id: 'ID de entidade do fornecedor de serviços',
      redirect_uri: 'URI de redirecionamento',
    },
    experience: {
      branding_title: 'Botão de início de sessão',
      branding_description: 'Como o conector aparece na página de início de sessão.',
      connector_name: 'Nome do conector',
      connector_name_description: 'Só o utilizador o vê, na consola.',
      display_name: 'Nome apresentado',
      display_name_description:
        'Aparece no botão de início de sessão; se estiver vazio, o nome do conector.',
      logo: 'URL do logótipo',
      dark_logo: 'URL do logótipo (modo escuro)',
      routing_title: 'Encaminhamento e perfil',
      routing_description:
        'Quem tiver um e-mail terminado num destes domínios inicia sessão através deste conector.',
      domains: 'Domínios de e-mail',
      domains_description: 'Prima Enter ou escreva uma vírgula depois de cada domínio.',
      sync_profile: 'Sincronizar o perfil em cada início de sessão',
      sync_profile_description:
        'Desativado, o nome, o e-mail e o avatar só são copiados do fornecedor de identidade no primeiro início de sessão.',
    },
    idp_initiated: {
      title: 'Início de sessão único iniciado pelo IdP',
      description:
        'As pessoas podem começar no portal do fornecedor de identidade e chegar com sessão iniciada a uma das suas aplicações. Indique este URL ACS ao fornecedor de identidade.',
      load_error: 'Não foi possível carregar as definições do início de sessão iniciado pelo IdP.',
      config_title: 'Definições',
      enable: 'Permitir início de sessão iniciado pelo IdP',
      enable_description:
        'Desativado, um início de sessão iniciado pelo fornecedor de identidade é recusado.',
      default_application: 'Aplicação predefinida',
      default_application_description:
        'Uma aplicação web tradicional ou de página única onde o início de sessão termina.',
      choose_application: 'Escolha uma aplicação',
      no_applications: 'Nenhuma aplicação adequada',
      flow_label: 'Após o início de sessão',
      flow_auto: 'Enviar de imediato o pedido de autorização para o URI de redirecionamento da app',
      flow_client: 'Passar para o callback da própria app, que inicia a sessão',
      redirect_uri: 'URI de redirecionamento',
      redirect_uri_description: 'Um dos URIs de redirecionamento registados para a aplicação.',
      client_callback_uri: 'URI de callback do cliente',
      client_callback_uri_description:
        'O endereço na sua app que inicia um início de sessão iniciado pelo SP.',
    },
    errors: {
      required: 'Este campo é obrigatório.',
      invalid_url: 'Introduza um URL http ou https válido.',
      invalid_domain: 'Introduza domínios como example.com.',
      duplicated_domain: 'Cada domínio só pode constar uma vez.',
    },
  };
