import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Não foi possível carregar as configurações SAML.',
  create: {
    button: 'Criar app SAML',
    title: 'Criar app SAML',
    description:
      'O Gatehouse conecta os usuários a um app que usa SAML 2.0: dê um nome aqui e depois informe a URL de ACS e o ID de entidade nas configurações.',
  },
  tabs: {
    attribute_mapping: 'Mapeamento de atributos',
  },
  settings: {
    general: 'Geral',
    name: 'Nome do aplicativo',
    description: 'Descrição',
    sp_title: 'Provedor de serviço',
    sp_description: 'Para onde a resposta SAML assinada vai e a quem se destina.',
    acs_url: 'URL do serviço consumidor de asserções (ACS)',
    acs_url_description: 'O endereço do provedor de serviço que recebe a resposta SAML.',
    acs_binding: 'Vinculação',
    acs_binding_description: 'Como a resposta chega à URL ACS.',
    entity_id: 'ID da entidade do provedor de serviço',
    entity_id_description: 'O público da asserção, no máximo 128 caracteres.',
    name_id_format: 'Formato do NameID',
    name_id_format_description: 'Como o usuário é identificado no assunto da asserção.',
    encryption_title: 'Criptografia',
    encryption_description: 'Criptografar a asserção com o certificado do provedor de serviço.',
    encrypt_assertion: 'Criptografar a asserção',
    encrypt_then_sign: 'Criptografar e depois assinar',
    encrypt_then_sign_description:
      'Assinar a asserção criptografada em vez de criptografar uma assinada.',
    encryption_certificate: 'Certificado do provedor de serviço',
    encryption_certificate_description:
      'O certificado PEM cuja chave pública criptografa a asserção.',
  },
  name_id_formats: {
    persistent: 'Persistente (ID do usuário)',
    email_address: 'Endereço de e-mail',
    transient: 'Transitório (novo a cada login)',
    unspecified: 'Não especificado',
  },
  idp: {
    title: 'Metadados do provedor de identidade',
    description:
      'Forneça ao provedor de serviço nossos metadados, ou a URL de login único e o certificado ativo.',
    metadata_url: 'URL dos metadados do IdP',
    sso_url: 'URL de login único',
    download_metadata: 'Baixar metadados',
  },
  certificates: {
    title: 'Certificados de assinatura',
    description:
      'As respostas SAML são assinadas com o certificado ativo. Adicione um novo antes que o antigo expire e depois ative-o.',
    create: 'Adicionar certificado',
    create_title: 'Adicionar certificado de assinatura',
    create_submit: 'Adicionar',
    life_span: 'Validade (anos)',
    created: 'Certificado adicionado.',
    empty:
      'Ainda não há certificados. Adicione um: sem certificado ativo, as respostas não podem ser assinadas.',
    load_error: 'Não foi possível carregar os certificados.',
    fingerprint: 'Impressão digital SHA-256',
    status: 'Situação',
    active: 'Ativo',
    inactive: 'Inativo',
    expires_at: 'Expira em',
    expired: 'Expirado',
    download: 'Baixar',
    activate: 'Ativar',
    activated: 'Certificado ativado.',
    delete_label: 'Excluir o certificado {{fingerprint}}',
    delete_title: 'Excluir este certificado?',
    delete_message:
      'Provedores de serviço que ainda confiam nele rejeitarão respostas assinadas com ele.',
    deleted: 'Certificado excluído.',
  },
  attributes: {
    title: 'Mapeamento de atributos',
    description:
      'Os dados do usuário enviados na asserção SAML e o nome de atributo com que cada um sai.',
    add: 'Adicionar atributo',
    empty: 'Nenhum atributo mapeado',
    empty_description: 'Só o NameID é enviado até você mapear algum dado.',
    user_claim: 'Dado do usuário',
    saml_attribute: 'Nome do atributo SAML',
    user_claim_of: 'Dado do usuário da linha {{index}}',
    saml_attribute_of: 'Nome do atributo SAML da linha {{index}}',
    remove: 'Remover {{name}}',
  },
  errors: {
    invalid_url: 'Informe uma URL http ou https válida.',
    certificate_required: 'É preciso um certificado para criptografar a asserção.',
    duplicated_attribute: 'Cada dado só pode ser mapeado uma vez.',
  },
};
