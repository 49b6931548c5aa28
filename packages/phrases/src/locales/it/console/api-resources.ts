import type { LocalePhrases } from '../../../types.ts';

export const api_resources: NonNullable<NonNullable<LocalePhrases['console']>['api_resources']> = {
  title: 'Risorse API',
  subtitle: 'Definisci le API chiamate dalle tue applicazioni e i permessi (scope) che verificano.',
  create: 'Crea risorsa API',
  empty: 'Ancora nessuna risorsa API',
  empty_description: 'Creane una per proteggere un’API con i token di accesso.',
  search_placeholder: 'Cerca per nome o identificatore API',
  column_name: 'Nome dell’API',
  column_indicator: 'Identificatore API',
  default_badge: 'Predefinita',
  management_api_badge: 'API di gestione',
  name: 'Nome dell’API',
  name_placeholder: 'La mia API',
  indicator: 'Identificatore API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Un URI assoluto univoco senza frammento (#), di solito l’URL della tua API. Diventa la claim “aud” dei token di accesso e non può essere modificato in seguito.',
  indicator_invalid:
    'Inserisci un URI assoluto senza frammento (#), ad esempio https://api.example.com.',
  created: 'Risorsa API {{name}} creata.',
  delete_message:
    'Le applicazioni non riceveranno più token di accesso per questa API e i ruoli perderanno i suoi permessi. L’operazione non può essere annullata.',
  tabs: {
    permissions: 'Permessi',
    general: 'Generale',
  },
  permissions: {
    title: 'Permessi',
    description:
      'Gli scope che un token per questa API può contenere. La tua API li verifica a ogni richiesta.',
    add: 'Crea permesso',
    edit: 'Modifica permesso',
    edit_named: 'Modifica {{name}}',
    delete_named: 'Elimina {{name}}',
    delete_title: 'Eliminare il permesso {{name}}?',
    delete_message: 'I ruoli che lo concedono lo perdono e i token smetteranno di contenerlo.',
    deleted: 'Permesso {{name}} eliminato.',
    saved: 'Permesso {{name}} salvato.',
    name: 'Nome del permesso',
    name_placeholder: 'read:orders',
    name_hint: 'Senza spazi; ad esempio read:orders o write:orders.',
    name_no_spaces: 'I nomi dei permessi non possono contenere spazi.',
    description_label: 'Descrizione',
    description_placeholder: 'Leggere tutti gli ordini',
    column_name: 'Nome',
    column_description: 'Descrizione',
    column_created: 'Creato',
    empty: 'Ancora nessun permesso',
    read_only: 'I permessi dell’API di gestione sono integrati e non possono essere modificati.',
  },
  general: {
    title: 'Generale',
    name: 'Nome dell’API',
    indicator: 'Identificatore API',
    token_ttl: 'Scadenza del token di accesso (secondi)',
    token_ttl_hint:
      'Per quanto tempo resta valido un token di accesso per questa API. Predefinito 3600 (un’ora).',
    default_api: 'API predefinita',
    default_api_hint:
      'Gli accessi che non richiedono alcuna risorsa ricevono un token di accesso per l’API predefinita. Solo un’API può essere quella predefinita.',
    default_set: '{{name}} è ora l’API predefinita.',
    default_unset: '{{name}} non è più l’API predefinita.',
    read_only:
      'L’API di gestione è integrata: le sue impostazioni non possono essere modificate e non può essere eliminata.',
  },
  guides: {
    menu: 'Guide all’integrazione',
    open: 'Apri la guida {{name}}',
    back: 'Torna a {{name}}',
    not_found: 'Questa guida non esiste.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Proteggi {{name}} con {{framework}}',
    intro:
      'La tua API accetta una richiesta quando il suo bearer token è un JWT firmato da questo tenant, emesso per l’identificatore {{indicator}} e contenente il permesso necessario.',
    step_install: 'Installa le librerie',
    step_verify: 'Verifica il token di accesso',
    step_verify_description:
      'Recupera le chiavi di firma dall’endpoint JWKS, poi verifica la firma, l’emittente, il pubblico (audience) e la scadenza di ogni token.',
    step_scope: 'Verifica i permessi',
    step_scope_description:
      'La claim “scope” del token elenca i permessi concessi, separati da spazi.',
    step_call: 'Chiama l’API con un token',
    step_call_description:
      'Un’applicazione machine-to-machine ottiene un token con la concessione client credentials; sostituisci l’ID e il segreto con quelli di un’applicazione che ha un ruolo che concede il permesso.',
    copy_code: 'Copia il codice {{language}}',
    copied: 'Copiato',
    code_label: 'Codice {{language}}',
    no_permissions_note: 'Questa API non ha ancora permessi; gli esempi usano read:example.',
  },
};
