import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Sicurezza',
  subtitle:
    'Proteggi gli account: regole per le password, protezione dai bot e blocco dopo tentativi falliti.',
  load_error: 'Impossibile caricare le impostazioni di sicurezza. Riprova più tardi.',
  tabs_label: 'Impostazioni di sicurezza',
  tabs: {
    'password-policy': 'Criterio password',
    captcha: 'CAPTCHA',
    general: 'Generale',
  },
  password_policy: {
    length_title: 'Lunghezza della password',
    min_length: 'Lunghezza minima',
    max_length: 'Lunghezza massima',
    min_not_above_max: 'La lunghezza minima non deve superare quella massima.',
    character_types_title: 'Tipi di caratteri',
    character_types: 'Tipi di caratteri richiesti',
    character_types_description:
      'Quanti tipi tra lettere minuscole, lettere maiuscole, cifre e simboli contiene una password.',
    character_types_option: 'Almeno {{count}} su 4',
    rejects_title: 'Password rifiutate',
    pwned: 'Rifiuta le password trovate in violazioni di dati note',
    repetition_and_sequence: 'Rifiuta caratteri ripetuti o sequenziali (come “aaa” o “1234”)',
    user_info: 'Rifiuta le informazioni dell’utente stesso (nome, nome utente, e-mail, telefono)',
    words: 'Parole personalizzate',
    words_description:
      'Le password composte principalmente da queste parole vengono rifiutate. Premi Invio dopo ciascuna.',
    checker_title: 'Prova il criterio',
    checker_description:
      'Digita una password di esempio per vedere quali regole viola. Non viene inviata.',
    checker_input: 'Password di esempio',
    checker_ok: 'Questa password rispetta tutte le regole verificate qui.',
    checker_pwned_note:
      'Il controllo delle violazioni avviene sul server quando viene impostata una password.',
    checker_breaks: 'Regole violate da questa password:',
    rules: {
      too_short: 'Più corta di {{min}} caratteri',
      too_long: 'Più lunga di {{max}} caratteri',
      unsupported_characters: 'Contiene caratteri diversi da lettere, cifre e simboli',
      character_types: 'Meno di {{min}} tipi di caratteri',
      pwned: 'Trovata in una violazione di dati',
      'restricted.repetition': 'Composta principalmente da caratteri ripetuti',
      'restricted.sequence': 'Composta principalmente da caratteri sequenziali',
      'restricted.words': 'Composta principalmente da parole personalizzate',
      'restricted.user_info': 'Composta principalmente da informazioni dell’utente stesso',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Richiedi un CAPTCHA all’accesso e alla registrazione, verificato dal server.',
    enabled: 'Richiedi un CAPTCHA',
    enabled_description:
      'Gli utenti risolvono la verifica del provider prima di accedere o registrarsi.',
    needs_provider: 'Configura un provider CAPTCHA prima di richiederlo.',
    provider_title: 'Provider CAPTCHA',
    no_provider: 'Non è ancora configurato alcun provider CAPTCHA. Scegline uno:',
    choose: 'Configura {{name}}',
    configured: 'Provider configurato',
    site_key: 'Chiave del sito',
    secret_key: 'Chiave segreta',
    project_id: 'ID progetto',
    domain: 'Dominio',
    domain_description: 'Facoltativo, ad es. www.recaptcha.net dove google.com è bloccato.',
    mode: 'Modalità',
    modes: { checkbox: 'Casella di controllo', invisible: 'Invisibile' },
    view_details: 'Dettagli',
    guide_title: 'Configura {{name}}',
    guide_intro: 'Crea le chiavi presso il provider, quindi inseriscile qui.',
    guide_steps: {
      Turnstile: {
        step_1: 'Nella dashboard di Cloudflare, apri Turnstile e aggiungi un widget.',
        step_2: 'Aggiungi il dominio della tua pagina di accesso come nome host consentito.',
        step_3: 'Copia la chiave del sito e la chiave segreta nel modulo qui sotto.',
      },
      RecaptchaEnterprise: {
        step_1: 'In Google Cloud, abilita l’API reCAPTCHA Enterprise per un progetto.',
        step_2:
          'Crea una chiave per sito web per il dominio della tua pagina di accesso e copiala.',
        step_3:
          'Crea una chiave API autorizzata a chiamare reCAPTCHA Enterprise: è la chiave segreta.',
        step_4: 'Inserisci qui sotto le chiavi e l’ID progetto.',
      },
    },
    save_provider: 'Salva provider',
    saved_provider: 'Il provider CAPTCHA è stato salvato.',
    details_title: 'Dettagli del provider CAPTCHA',
    delete_provider: 'Rimuovi provider',
    delete_title: 'Rimuovere il provider CAPTCHA?',
    delete_message: 'Il CAPTCHA non sarà più richiesto all’accesso e alla registrazione.',
    deleted: 'Il provider CAPTCHA è stato rimosso.',
    not_available:
      'Il server non offre ancora provider CAPTCHA, quindi qui non se ne può configurare nessuno.',
    back: 'Torna a CAPTCHA',
  },
  general: {
    lockout_title: 'Blocco dopo tentativi falliti',
    lockout_description:
      'Dopo questo numero di tentativi falliti di password o codice su un identificativo entro un’ora, questo viene bloccato.',
    max_attempts: 'Numero massimo di tentativi falliti',
    lockout_duration: 'Durata del blocco (minuti)',
    blocklist_title: 'Blocklist e-mail',
    blocklist_description:
      'Rifiuta alcuni indirizzi e-mail alla registrazione e quando se ne aggiunge uno.',
    block_subaddressing: 'Blocca il sottoindirizzamento (come nome+tag@example.com)',
    custom_blocklist: 'Indirizzi e domini bloccati',
    custom_blocklist_description:
      'Un indirizzo (nome@example.com) o un dominio (@example.com). Premi Invio dopo ciascuno.',
  },
};
