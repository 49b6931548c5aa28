import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'I domini e-mail pubblici non sono consentiti.',
  duplicated_domains: 'Ci sono domini duplicati.',
  invalid_domain_format: 'Formato del dominio non valido.',
  duplicate_connector_name: 'Il nome del connettore esiste già. Scegli un altro nome.',
  idp_initiated_authentication_not_supported:
    "L'autenticazione avviata dall'IdP è supportata solo per i connettori SAML.",
  idp_initiated_authentication_invalid_application_type:
    'Tipo di applicazione non valido. Sono consentite solo applicazioni {{type}}.',
  idp_initiated_authentication_redirect_uri_not_registered:
    "L'URI di reindirizzamento non è registrato. Controlla le impostazioni dell'applicazione.",
  idp_initiated_authentication_client_callback_uri_not_found:
    "L'URI di callback del client per l'autenticazione avviata dall'IdP non è stato trovato. Controlla le impostazioni del connettore.",
  can_not_delete_active_signing_key: 'Una chiave di firma attiva non può essere eliminata.',
  can_not_deactivate_signing_key_in_use:
    "La chiave di firma è in uso e non può essere disattivata. Attiva prima un'altra chiave.",
  active_signing_key_required:
    'Il connettore ha bisogno di una chiave di firma attiva per firmare le richieste.',
  sso_signing_unavailable: 'Impossibile firmare la richiesta SAML.',
};
