import type { LocalePhrases } from '../../../types.ts';

export const guides: NonNullable<NonNullable<LocalePhrases['console']>['guides']> = {
  page_title: 'Integra {{guide}}',
  subtitle:
    'Fai accedere gli utenti a “{{application}}” passo dopo passo. Gli esempi contengono già i valori reali di questa applicazione: copiali così come sono.',
  subtitle_m2m:
    'Consenti a «{{application}}» di chiamare le tue API con le proprie credenziali, passo dopo passo. Gli esempi contengono già i valori reali di questa applicazione: copiali così come sono.',
  picker_label: 'Framework o linguaggio',
  package: 'Pacchetto: {{package}}',
  back_to_application: 'Torna all’applicazione',
  finish: 'Fatto, vai alle impostazioni',
  not_found: 'Non esiste una guida del genere per questo tipo di applicazione.',
  step_label: 'Passaggio {{number}}',
  code_label: 'Esempio di codice, {{language}}',
  code_file: 'Nome file: {{file}}',
  copy: 'Copia',
  copy_code: 'Copia il codice di {{file}}',
  copy_snippet: 'Copia l’esempio di codice',
  copied: 'Copiato',
  missing_secret:
    'Questa applicazione non ha ancora un segreto valido, quindi gli esempi mostrano un segnaposto. Creane uno nella scheda delle impostazioni, poi torna qui.',
  uris: {
    redirect_uri: 'URI di reindirizzamento',
    post_logout_redirect_uri: 'URI di reindirizzamento dopo l’uscita',
    registered: 'Registrato',
    not_registered: 'Non ancora registrato',
    add: 'Aggiungi {{uri}} all’applicazione',
    add_short: 'Aggiungi',
    added: '{{uri}} è stato aggiunto all’applicazione.',
  },
  resource: {
    label: 'Risorsa API da chiamare',
    description: 'Il token di accesso viene emesso per questa risorsa API.',
    none: 'Ancora nessuna risorsa API. Creane prima una in Risorse API.',
  },
  steps: {
    install: {
      title: 'Installa l’SDK',
      description: 'Aggiungi al tuo progetto {{package}} e i pacchetti usati dall’esempio.',
    },
    configure_uris: {
      title: 'Registra gli URI di reindirizzamento',
      description:
        'Dopo l’accesso, gli utenti tornano all’URI di reindirizzamento; dopo l’uscita, all’URI di reindirizzamento dopo l’uscita. Entrambi devono essere registrati esattamente come li invia l’app.',
    },
    init_client: {
      title: 'Configura il client',
      description:
        'Tieni il segreto solo sul server. Il segreto del cookie qui sotto è stato generato nel tuo browser per questa pagina; va bene qualsiasi valore casuale lungo.',
    },
    provider: {
      title: 'Avvolgi l’app nel provider',
      description:
        'Il provider mantiene lo stato di accesso; il router serve la pagina di callback al percorso dell’URI di reindirizzamento.',
    },
    callback: {
      title: 'Gestisci il callback di accesso',
      description:
        'Questa pagina scambia il codice di autorizzazione con i token, poi riporta l’utente alla home page.',
    },
    sign_in_out: {
      title: 'Accesso e uscita',
      description:
        'Avvia l’accesso con l’URI di reindirizzamento e l’uscita con l’URI di reindirizzamento dopo l’uscita; le claim dell’ID token mostrano chi ha effettuato l’accesso.',
    },
    user_info: {
      title: 'Leggi l’utente',
      description: 'Le claim dell’ID token descrivono l’utente che ha effettuato l’accesso.',
    },
    session: {
      title: 'Mantieni la sessione',
      description: 'L’SDK memorizza i suoi token nella sessione di ciascun visitatore.',
    },
    routes: {
      title: 'Aggiungi le route di accesso',
      description:
        'Queste route avviano l’accesso, gestiscono il callback, effettuano l’uscita e mostrano l’utente connesso. Il segreto e il segreto del cookie restano sul server.',
    },
    protect_routes: {
      title: 'Proteggi le route',
      description:
        'Invia prima alla route di accesso i visitatori che non hanno effettuato l’accesso.',
    },
    native_scheme: {
      title: 'Registra lo schema URL',
      description:
        'L’app deve aprirsi per lo schema del suo URI di reindirizzamento, così il browser può restituirle il risultato.',
    },
    assign_roles: {
      title: 'Concedi i permessi all’applicazione',
      description:
        'Un’app machine-to-machine ottiene i permessi dei ruoli machine-to-machine che le sono assegnati. Assegna i ruoli nella scheda Ruoli di questa applicazione.',
    },
    token_curl: {
      title: 'Ottieni un token di accesso',
      description:
        'Interroga l’endpoint dei token con la concessione client credentials. L’ID dell’app e il segreto si autenticano con HTTP Basic.',
    },
    token_node: {
      title: 'Ottieni un token da Node.js',
      description:
        'La stessa richiesta con openid-client, che legge gli endpoint dal documento di discovery.',
    },
    call_api: {
      title: 'Chiama l’API',
      description:
        'Invia il token di accesso come bearer token. Scade allo scadere della durata impostata sulla risorsa API.',
    },
    checkpoint: {
      title: 'Provalo',
      description:
        'Avvia l’app e accedi: dovresti vedere le claim del tuo utente; esci e tornerai all’app senza accesso.',
    },
  },
};
