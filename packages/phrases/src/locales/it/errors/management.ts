import type { LocalePhrases } from '../../../types.ts';

export const role: NonNullable<NonNullable<LocalePhrases['errors']>['role']> = {
  name_in_use: 'Il nome del ruolo {{name}} è già in uso.',
  scope_exists: 'Il permesso con ID {{scopeId}} è già stato aggiunto a questo ruolo.',
  user_exists: 'L’utente con ID {{userId}} è già stato aggiunto a questo ruolo.',
  application_exists:
    'L’applicazione con ID {{applicationId}} è già stata aggiunta a questo ruolo.',
  default_role_missing: 'Alcuni dei nomi dei ruoli predefiniti non esistono.',
  management_api_scopes_not_assignable_to_user_role:
    'I permessi dell’API di gestione non possono essere assegnati a un ruolo utente.',
  internal_role_violation:
    'Potresti aver tentato di modificare o eliminare un ruolo interno, operazione non consentita.',
};

export const scope: NonNullable<NonNullable<LocalePhrases['errors']>['scope']> = {
  name_exists: 'Il nome del permesso esiste già.',
  name_with_space: 'Il nome di un permesso non può contenere spazi.',
};

export const resource: NonNullable<NonNullable<LocalePhrases['errors']>['resource']> = {
  resource_identifier_in_use: 'L’identificatore API {{indicator}} è già in uso.',
  cannot_delete_management_api: 'L’API di gestione non può essere eliminata.',
  cannot_modify_management_api: 'L’API di gestione non può essere modificata.',
};

export const application: NonNullable<NonNullable<LocalePhrases['errors']>['application']> = {
  secret_name_exists: 'Esiste già un segreto con questo nome.',
  invalid_type: 'Questo tipo di applicazione non è consentito qui.',
  invalid_role_type:
    'Questo tipo di ruolo non può essere assegnato a un’applicazione machine-to-machine.',
  invalid_third_party_application_type:
    'Solo le applicazioni web tradizionali, a pagina singola e native possono essere contrassegnate come app di terze parti.',
  third_party_application_only:
    'La funzionalità è disponibile solo per le applicazioni di terze parti.',
  third_party_application_cannot_enable_token_exchange:
    'Il token exchange non può essere abilitato per le applicazioni di terze parti.',
  user_consent_scopes_not_found: 'Alcuni degli scope di consenso dell’utente non esistono.',
  consent_management_api_scopes_not_allowed:
    'I permessi dell’API di gestione non possono essere richiesti agli utenti.',
  device_flow_native_only: 'Il device flow è disponibile solo per le applicazioni native.',
  device_flow_not_changeable:
    'L’impostazione del device flow non può essere modificata dopo la creazione.',
  protected_application_only: 'La funzionalità è disponibile solo per le applicazioni protette.',
  no_legacy_secret_found: 'L’applicazione non ha alcun segreto legacy da eliminare.',
  saml: {
    use_saml_app_api:
      'Usa l’API delle applicazioni SAML (`/api/saml-applications`) per le applicazioni SAML.',
    saml_application_only: "L'API è disponibile solo per le applicazioni SAML.",
    acs_url_binding_not_supported: "Per l'URL ACS è supportato solo il binding HTTP-POST.",
    acs_url_scheme_not_supported: "L'URL ACS deve usare http o https.",
    acs_url_required: "L'URL ACS del fornitore di servizi non è configurato.",
    entity_id_required: "L'ID entità del fornitore di servizi non è configurato.",
    can_not_delete_active_secret: 'Il certificato di firma attivo non può essere eliminato.',
    no_active_secret: "L'applicazione SAML non ha alcun certificato di firma attivo.",
    invalid_certificate_pem_format: 'Il certificato non è un certificato PEM valido.',
    certificate_required: 'Per cifrare le asserzioni è necessario un certificato.',
    invalid_saml_request: 'La richiesta di autenticazione SAML non è valida.',
    auth_request_issuer_not_match:
      "L'emittente della richiesta di autenticazione non corrisponde all'ID entità dell'applicazione.",
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'La sessione di accesso SAML non è stata trovata nei cookie.',
    sp_initiated_saml_sso_session_not_found:
      'La sessione di accesso SAML non è stata trovata o è scaduta.',
    state_mismatch:
      'Lo stato della risposta di autorizzazione non corrisponde alla sessione di accesso SAML.',
    missing_email_address: "L'utente non ha un indirizzo e-mail, richiesto dal formato NameID.",
    email_address_unverified: "L'indirizzo e-mail dell'utente non è verificato.",
  },
};

export const log: NonNullable<NonNullable<LocalePhrases['errors']>['log']> = {
  invalid_time_window: 'La finestra temporale non è valida: l’inizio deve precedere la fine.',
  invalid_type: 'Il tipo di log non è valido.',
};
