import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Não foi possível carregar as definições SAML.',
  create: {
    button: 'Criar aplicação SAML',
    title: 'Criar aplicação SAML',
    description:
      'O Gatehouse inicia a sessão dos utilizadores numa aplicação que usa SAML 2.0: dê-lhe um nome aqui e depois indique o URL de ACS e o ID de entidade nas definições.',
  },
  tabs: {
    attribute_mapping: 'Mapeamento de atributos',
  },
  settings: {
    general: 'Geral',
    name: 'Nome da aplicação',
    description: 'Descrição',
    sp_title: 'Fornecedor de serviços',
    sp_description: 'Para onde é enviada a resposta SAML assinada e a quem se destina.',
    acs_url: 'URL do serviço consumidor de asserções (ACS)',
    acs_url_description: 'O endereço do fornecedor de serviços que recebe a resposta SAML.',
    acs_binding: 'Vinculação',
    acs_binding_description: 'Como a resposta chega ao URL ACS.',
    entity_id: 'ID de entidade do fornecedor de serviços',
    entity_id_description: 'O público da asserção, no máximo 128 carateres.',
    name_id_format: 'Formato do NameID',
    name_id_format_description: 'Como o utilizador é identificado no sujeito da asserção.',
    encryption_title: 'Encriptação',
    encryption_description: 'Encriptar a asserção com o certificado do fornecedor de serviços.',
    encrypt_assertion: 'Encriptar a asserção',
    encrypt_then_sign: 'Encriptar e depois assinar',
    encrypt_then_sign_description:
      'Assinar a asserção encriptada em vez de encriptar uma assinada.',
    encryption_certificate: 'Certificado do fornecedor de serviços',
    encryption_certificate_description: 'O certificado PEM cuja chave pública encripta a asserção.',
  },
  name_id_formats: {
    persistent: 'Persistente (ID do utilizador)',
    email_address: 'Endereço de e-mail',
    transient: 'Transitório (novo em cada início de sessão)',
    unspecified: 'Não especificado',
  },
  idp: {
    title: 'Metadados do fornecedor de identidade',
    description:
      'Forneça ao fornecedor de serviços os nossos metadados, ou o URL de início de sessão único e o certificado ativo.',
    metadata_url: 'URL de metadados do IdP',
    sso_url: 'URL de início de sessão único',
    download_metadata: 'Transferir metadados',
  },
  certificates: {
    title: 'Certificados de assinatura',
    description:
      'As respostas SAML são assinadas com o certificado ativo. Adicione um novo antes de o antigo expirar e depois ative-o.',
    create: 'Adicionar certificado',
    create_title: 'Adicionar certificado de assinatura',
    create_submit: 'Adicionar',
    life_span: 'Validade (anos)',
    created: 'Certificado adicionado.',
    empty:
      'Ainda não existem certificados. Adicione um: sem certificado ativo, as respostas não podem ser assinadas.',
    load_error: 'Não foi possível carregar os certificados.',
    fingerprint: 'Impressão digital SHA-256',
    status: 'Estado',
    active: 'Ativo',
    inactive: 'Inativo',
    expires_at: 'Expira a',
    expired: 'Expirado',
    download: 'Transferir',
    activate: 'Ativar',
    activated: 'Certificado ativado.',
    delete_label: 'Eliminar o certificado {{fingerprint}}',
    delete_title: 'Eliminar este certificado?',
    delete_message:
      'Os fornecedores de serviços que ainda confiam nele rejeitarão as respostas assinadas com ele.',
    deleted: 'Certificado eliminado.',
  },
  attributes: {
    title: 'Mapeamento de atributos',
    description:
      'Os dados do utilizador enviados na asserção SAML e o nome de atributo com que cada um é enviado.',
    add: 'Adicionar atributo',
    empty: 'Nenhum atributo mapeado',
    empty_description: 'Só é enviado o NameID até mapear algum dado.',
    user_claim: 'Dado do utilizador',
    saml_attribute: 'Nome do atributo SAML',
    user_claim_of: 'Dado do utilizador da linha {{index}}',
    saml_attribute_of: 'Nome do atributo SAML da linha {{index}}',
    remove: 'Remover {{name}}',
  },
  errors: {
    invalid_url: 'Introduza um URL http ou https válido.',
    certificate_required: 'É necessário um certificado para encriptar a asserção.',
    duplicated_attribute: 'Cada dado só pode ser mapeado uma vez.',
  },
};
