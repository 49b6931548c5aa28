import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: 'Accedi',
    register: 'Crea account',
    consent: 'Autorizza l’accesso',
    error: 'Qualcosa è andato storto',
    not_found: 'Pagina non trovata',
  },
  general: {
    loading: 'Caricamento…',
    logo_alt: 'Logotipo',
    terms_of_use: 'Termini di utilizzo',
    privacy_policy: 'Informativa sulla privacy',
    legal_links: 'Note legali',
    requirement_met: 'soddisfatto',
    requirement_not_met: 'non soddisfatto',
  },
  sign_in: {
    title: 'Accedi',
    description: 'Accedi per continuare.',
    username: 'Nome utente',
    password: 'La tua password',
    submit: 'Accedi',
    no_account: 'Non hai ancora un account?',
    create_account: 'Crea account',
  },
  register: {
    title: 'Crea account',
    description: 'Scegli un nome utente e una password.',
    username: 'Nome utente',
    password: 'Nuova password',
    confirm_password: 'Conferma password',
    submit: 'Crea account',
    have_account: 'Hai già un account?',
    sign_in: 'Accedi',
    closed_title: 'La registrazione è chiusa',
    closed_description:
      'Qui non è possibile creare nuovi account. Accedi con un account esistente.',
    first_admin_title: 'Crea l’account amministratore',
    first_admin_description:
      'Questo è il primo account di questa installazione di Gatehouse: diventa l’amministratore, che accede alla console e gestisce tutto. Scegli un nome utente e una password.',
  },
  consent: {
    title: 'Autorizza {{name}}',
    description: '{{name}} chiede di accedere al tuo account.',
    scopes_heading: 'Potrà:',
    no_scopes: 'Non richiede permessi aggiuntivi.',
    authorize: 'Autorizza',
    load_failed: 'Impossibile caricare la richiesta di autorizzazione.',
    organizations_heading: 'Organizzazioni a cui potrà accedere:',
    no_organizations: 'Non sei membro di alcuna organizzazione.',
  },
  error_page: {
    title: 'Qualcosa è andato storto',
    description:
      'Impossibile completare la richiesta di accesso. Torna all’applicazione e riprova.',
    not_found_title: 'Pagina non trovata',
    not_found_description: 'Questa pagina non esiste.',
    back_to_sign_in: 'Vai all’accesso',
    experience_unavailable: 'Impossibile caricare la pagina di accesso. Riprova più tardi.',
    unknown_application:
      "Questa applicazione non è nota a questo servizio di accesso. Torna all'applicazione e contatta il suo sviluppatore se il problema persiste.",
    unregistered_redirect_uri:
      "L'applicazione ha chiesto di rimandarti a un indirizzo che non ha registrato. Contatta lo sviluppatore dell'applicazione.",
  },
  validation: {
    username_required: 'Inserisci il tuo nome utente.',
    username_invalid:
      'Un nome utente inizia con una lettera o un trattino basso e contiene solo lettere, cifre e trattini bassi.',
    password_required: 'Inserisci la tua password.',
    confirm_password_required: 'Inserisci di nuovo la password.',
    passwords_mismatch: 'Le password non corrispondono.',
  },
};
