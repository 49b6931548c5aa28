export const connector = {
  authorization_failed: 'Il provider non ha autorizzato l’accesso.',
  social_auth_code_invalid:
    'Il provider ha rifiutato il codice di autorizzazione. Accedi di nuovo.',
  social_invalid_access_token: 'Il provider ha rifiutato il token di accesso.',
  social_invalid_id_token: 'Il token ID del provider non è valido.',
  general: 'Il connettore non è riuscito: {{message}}',
  not_found: 'Non è stato trovato alcun connettore {{type}} attivo.',
  not_found_with_connector_id: 'Non esiste alcuna factory di connettori con l’ID {{connectorId}}.',
  not_implemented: 'Il connettore non può ancora farlo.',
  invalid_metadata: 'I metadati del connettore non sono validi.',
  invalid_config_guard: 'La configurazione del connettore non è valida.',
  invalid_config: 'La configurazione del connettore è incompleta o errata.',
  unexpected_type: 'Questo tipo di connettore non può essere usato qui.',
  invalid_request_parameters: 'La richiesta al connettore ha parametri errati.',
  insufficient_request_parameters: 'Alla richiesta al connettore mancano dei parametri.',
  invalid_response: 'Il fornitore del connettore ha risposto con un errore.',
  template_not_found: 'Non è stato trovato alcun modello di messaggio per questo scopo.',
  rate_limit_exceeded: 'Sono stati inviati troppi messaggi. Riprova più tardi.',
  multiple_instances_not_supported: 'Questo connettore può essere aggiunto una sola volta.',
  invalid_type_for_syncing_profile:
    'Solo i connettori social possono sincronizzare i profili utente.',
  should_specify_target: 'Un connettore standard richiede una destinazione nei suoi metadati.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'I metadati di un connettore non standard non possono essere sovrascritti.',
  multiple_target_with_same_platform:
    'Due connettori social non possono condividere una destinazione sulla stessa piattaforma.',
  token_storage_not_supported: 'Questo connettore non può memorizzare token.',
  email_connector: {
    bulk_deletion_no_filter:
      'Per eliminare i modelli e-mail serve una lingua o un tipo di modello.',
  },
};

export const verification_code = {
  phone_email_empty: 'Sia il numero di telefono sia l’indirizzo e-mail sono vuoti.',
  not_found: 'Nessun codice di verifica trovato. Inviane prima uno nuovo.',
  phone_mismatch: 'Il numero di telefono non corrisponde a quello a cui è stato inviato il codice.',
  email_mismatch: 'L’indirizzo e-mail non corrisponde a quello a cui è stato inviato il codice.',
  code_mismatch: 'Il codice di verifica è errato.',
  expired: 'Il codice di verifica è scaduto. Inviane uno nuovo.',
  exceed_max_try: 'Troppi tentativi errati. Invia un nuovo codice di verifica.',
};
