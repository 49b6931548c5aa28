import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'Nome utente',
    email: 'Email',
    phone: 'Numero di telefono',
    username_or_email: 'Nome utente o email',
    username_or_phone: 'Nome utente o numero di telefono',
    email_or_phone: 'Email o numero di telefono',
    username_or_email_or_phone: 'Nome utente, email o numero di telefono',
    phone_hint: 'Con il prefisso internazionale, ad esempio +39 06 1234 5678.',
    required: 'Compila «{{label}}».',
    email_invalid: 'Inserisci un indirizzo email come nome@esempio.com.',
    phone_invalid: 'Inserisci un numero di telefono con il prefisso internazionale, solo cifre.',
    change: 'Cambia',
    continue: 'Continua',
  },
  sign_in_options: {
    password_title: 'Inserisci la password',
    signing_in_as: 'Accesso come {{identifier}}',
    forgot_password: 'Password dimenticata?',
    use_code: 'Accedi invece con un codice di verifica',
    use_password: 'Accedi invece con la password',
    password_changed: 'La password è stata cambiata. Accedi con quella nuova.',
  },
  verification_code: {
    title: 'Inserisci il codice di verifica',
    description: 'Abbiamo inviato un codice a {{identifier}}. È valido per 10 minuti.',
    label: 'Codice di verifica',
    submit: 'Continua',
    required: 'Inserisci il codice ricevuto.',
    resend: 'Invia un nuovo codice',
    resend_in: 'Potrai chiedere un nuovo codice tra {{seconds}} secondi.',
    resent: 'Un nuovo codice è in arrivo.',
    no_account: 'Nessun account usa ancora {{identifier}}.',
    create_account: 'Crea un account con questo indirizzo',
    account_exists: 'Un account usa già {{identifier}}.',
    sign_in_instead: 'Accedi a quell’account',
    start_again: 'Ricomincia',
  },
  registration: {
    code_description: 'Ti invieremo un codice per confermarlo.',
    send_code: 'Invia codice',
    profile_title: 'Completa il tuo account',
    profile_description: 'Servono ancora alcuni dati per finire.',
    finish: 'Fine',
  },
  forgot_password: {
    title: 'Reimposta la password',
    description: 'Invieremo un codice all’email o al numero di telefono del tuo account.',
    send_code: 'Invia codice',
    back_to_sign_in: 'Torna all’accesso',
    new_password_title: 'Imposta una nuova password',
    new_password: 'Nuova password',
    confirm_password: 'Conferma la nuova password',
    submit: 'Reimposta password',
    unavailable:
      'La reimpostazione della password non è disponibile qui. Contatta l’assistenza di questo servizio.',
  },
  password_toggle: {
    show: 'Mostra password',
    hide: 'Nascondi password',
  },
  demo_app: {
    title: 'Anteprima dal vivo',
    description: 'Prova l’accesso di questo tenant con la sua applicazione demo integrata.',
    sign_in: 'Accedi',
    signed_in_title: 'Hai effettuato l’accesso',
    claims: 'Claim del tuo token ID',
    sign_out: 'Esci',
    failed: 'L’accesso non è stato completato: {{error}}',
  },
};
