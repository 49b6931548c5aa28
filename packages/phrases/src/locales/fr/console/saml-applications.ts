import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Les réglages SAML n’ont pas pu être chargés.',
  create: {
    button: 'Créer une app SAML',
    title: 'Créer une app SAML',
    description:
      'Gatehouse connecte les utilisateurs à une app qui parle SAML 2.0 : nommez-la ici, puis saisissez son URL ACS et son ID d’entité dans ses paramètres.',
  },
  tabs: {
    attribute_mapping: 'Correspondance des attributs',
  },
  settings: {
    general: 'Général',
    name: 'Nom de l’application',
    description: 'Description de l’application',
    sp_title: 'Fournisseur de services',
    sp_description: 'Où la réponse SAML signée est envoyée et à qui elle est destinée.',
    acs_url: 'URL du service consommateur d’assertions (ACS)',
    acs_url_description: 'L’adresse du fournisseur de services qui reçoit la réponse SAML.',
    acs_binding: 'Liaison',
    acs_binding_description: 'Comment la réponse parvient à l’URL ACS.',
    entity_id: 'ID d’entité du fournisseur de services',
    entity_id_description: 'L’audience de l’assertion, 128 caractères au plus.',
    name_id_format: 'Format du NameID',
    name_id_format_description: 'Comment l’utilisateur est désigné dans le sujet de l’assertion.',
    encryption_title: 'Chiffrement',
    encryption_description: 'Chiffrer l’assertion avec le certificat du fournisseur de services.',
    encrypt_assertion: 'Chiffrer l’assertion',
    encrypt_then_sign: 'Chiffrer, puis signer',
    encrypt_then_sign_description:
      'Signer l’assertion chiffrée au lieu de chiffrer une assertion signée.',
    encryption_certificate: 'Certificat du fournisseur de services',
    encryption_certificate_description:
      'Le certificat PEM dont la clé publique chiffre l’assertion.',
  },
  name_id_formats: {
    persistent: 'Persistant (ID utilisateur)',
    email_address: 'Adresse e-mail',
    transient: 'Transitoire (nouveau à chaque connexion)',
    unspecified: 'Non spécifié',
  },
  idp: {
    title: 'Métadonnées du fournisseur d’identité',
    description:
      'Donnez au fournisseur de services nos métadonnées, ou l’URL d’authentification unique et le certificat actif.',
    metadata_url: 'URL des métadonnées de l’IdP',
    sso_url: 'URL d’authentification unique',
    download_metadata: 'Télécharger les métadonnées',
  },
  certificates: {
    title: 'Certificats de signature',
    description:
      'Les réponses SAML sont signées avec le certificat actif. Ajoutez-en un nouveau avant l’expiration de l’ancien, puis activez-le.',
    create: 'Ajouter un certificat',
    create_title: 'Ajouter un certificat de signature',
    create_submit: 'Ajouter',
    life_span: 'Valable (années)',
    created: 'Certificat ajouté.',
    empty:
      'Aucun certificat pour l’instant. Ajoutez-en un : sans certificat actif, les réponses ne peuvent pas être signées.',
    load_error: 'Les certificats n’ont pas pu être chargés.',
    fingerprint: 'Empreinte SHA-256',
    status: 'État',
    active: 'Actif',
    inactive: 'Inactif',
    expires_at: 'Expire le',
    expired: 'Expiré',
    download: 'Télécharger',
    activate: 'Activer',
    activated: 'Certificat activé.',
    delete_label: 'Supprimer le certificat {{fingerprint}}',
    delete_title: 'Supprimer ce certificat ?',
    delete_message:
      'Les fournisseurs de services qui lui font encore confiance rejetteront les réponses signées avec lui.',
    deleted: 'Certificat supprimé.',
  },
  attributes: {
    title: 'Correspondance des attributs',
    description:
      'Les informations utilisateur envoyées dans l’assertion SAML, et le nom d’attribut sous lequel chacune part.',
    add: 'Ajouter un attribut',
    empty: 'Aucun attribut associé',
    empty_description: 'Seul le NameID est envoyé tant que vous n’associez aucune information.',
    user_claim: 'Information utilisateur',
    saml_attribute: 'Nom de l’attribut SAML',
    user_claim_of: 'Information utilisateur de la ligne {{index}}',
    saml_attribute_of: 'Nom de l’attribut SAML de la ligne {{index}}',
    remove: 'Retirer {{name}}',
  },
  errors: {
    invalid_url: 'Saisissez une URL http ou https valide.',
    certificate_required: 'Un certificat est requis pour chiffrer l’assertion.',
    duplicated_attribute: 'Chaque information ne peut être associée qu’une fois.',
  },
};
