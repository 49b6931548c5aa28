import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'Impossibile caricare le impostazioni SAML.',
  create: {
    button: 'Crea app SAML',
    title: 'Crea app SAML',
    description:
      'Gatehouse fa accedere gli utenti a un’app che usa SAML 2.0: assegnale un nome qui, poi inserisci URL ACS e ID entità nelle sue impostazioni.',
  },
  tabs: {
    attribute_mapping: 'Mappatura degli attributi',
  },
  settings: {
    general: 'Generale',
    name: 'Nome dell’applicazione',
    description: 'Descrizione',
    sp_title: 'Fornitore di servizi (SP)',
    sp_description: 'Dove viene inviata la risposta SAML firmata e a chi è destinata.',
    acs_url: 'URL del servizio consumer delle asserzioni (ACS)',
    acs_url_description: 'L’indirizzo del service provider che riceve la risposta SAML.',
    acs_binding: 'Binding SAML',
    acs_binding_description: 'Come la risposta raggiunge l’URL ACS.',
    entity_id: 'ID entità del service provider',
    entity_id_description: 'Il destinatario dell’asserzione, al massimo 128 caratteri.',
    name_id_format: 'Formato NameID',
    name_id_format_description: 'Come viene indicato l’utente nel soggetto dell’asserzione.',
    encryption_title: 'Crittografia',
    encryption_description: 'Cifra l’asserzione con il certificato del service provider.',
    encrypt_assertion: 'Cifra l’asserzione',
    encrypt_then_sign: 'Prima cifra, poi firma',
    encrypt_then_sign_description: 'Firma l’asserzione cifrata invece di cifrarne una firmata.',
    encryption_certificate: 'Certificato del service provider',
    encryption_certificate_description:
      'Il certificato PEM la cui chiave pubblica cifra l’asserzione.',
  },
  name_id_formats: {
    persistent: 'Persistente (ID utente)',
    email_address: 'Indirizzo e-mail',
    transient: 'Transitorio (nuovo a ogni accesso)',
    unspecified: 'Non specificato',
  },
  idp: {
    title: 'Metadati del provider di identità',
    description:
      'Fornisci al service provider i nostri metadati, oppure l’URL di single sign-on e il certificato attivo.',
    metadata_url: 'URL dei metadati dell’IdP',
    sso_url: 'URL di single sign-on',
    download_metadata: 'Scarica i metadati',
  },
  certificates: {
    title: 'Certificati di firma',
    description:
      'Le risposte SAML sono firmate con il certificato attivo. Aggiungine uno nuovo prima che scada il vecchio, poi attivalo.',
    create: 'Aggiungi certificato',
    create_title: 'Aggiungi certificato di firma',
    create_submit: 'Aggiungi',
    life_span: 'Validità (anni)',
    created: 'Certificato aggiunto.',
    empty:
      'Ancora nessun certificato. Aggiungine uno: senza un certificato attivo le risposte non possono essere firmate.',
    load_error: 'Impossibile caricare i certificati.',
    fingerprint: 'Impronta SHA-256',
    status: 'Stato',
    active: 'Attivo',
    inactive: 'Inattivo',
    expires_at: 'Scade',
    expired: 'Scaduto',
    download: 'Scarica',
    activate: 'Attiva',
    activated: 'Certificato attivato.',
    delete_label: 'Elimina il certificato {{fingerprint}}',
    delete_title: 'Eliminare questo certificato?',
    delete_message:
      'I service provider che si fidano ancora di esso rifiuteranno le risposte firmate con esso.',
    deleted: 'Certificato eliminato.',
  },
  attributes: {
    title: 'Mappatura degli attributi',
    description:
      'I dati utente inviati nell’asserzione SAML e il nome dell’attributo con cui esce ciascuno.',
    add: 'Aggiungi attributo',
    empty: 'Nessun attributo mappato',
    empty_description: 'Finché non mappi dei dati, viene inviato solo il NameID.',
    user_claim: 'Dato utente',
    saml_attribute: 'Nome dell’attributo SAML',
    user_claim_of: 'Dato utente della riga {{index}}',
    saml_attribute_of: 'Nome dell’attributo SAML della riga {{index}}',
    remove: 'Rimuovi {{name}}',
  },
  errors: {
    invalid_url: 'Inserisci un URL http o https valido.',
    certificate_required: 'Per cifrare l’asserzione serve un certificato.',
    duplicated_attribute: 'Ogni dato può essere mappato una sola volta.',
  },
};
