import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Centro account',
    subtitle:
      'Consenti agli utenti di gestire il proprio account su /account e tramite l’Account API, campo per campo.',
    load_error: 'Impossibile caricare le impostazioni del centro account.',
    enabled_title: 'Centro account',
    enabled: 'Attiva il centro account',
    enabled_description:
      'Se disattivato, la pagina dell’account e l’Account API rifiutano ogni richiesta.',
    fields_title: 'Campi',
    fields_description:
      'Disattivato nasconde un campo, Sola lettura lo mostra senza modifiche, Modifica consente di cambiarlo.',
    access: { Off: 'Disattivato', ReadOnly: 'Sola lettura', Edit: 'Modifica' },
    fields: {
      name: 'Nome',
      avatar: 'Avatar',
      profile: 'Profilo (claim OIDC)',
      email: 'Indirizzo e-mail',
      phone: 'Numero di telefono',
      password: 'Parola d’accesso',
      username: 'Nome utente',
      social: 'Identità social',
      customData: 'Dati personalizzati',
      mfa: 'Autenticazione a più fattori',
      passkey: 'Passkey',
      session: 'Sessioni',
    },
    webauthn_title: 'Origini correlate delle passkey',
    webauthn_origins: 'Origini correlate',
    webauthn_origins_description:
      'Altre origini delle tue app in cui funzionano le passkey di questo tenant, un URL per riga.',
    webauthn_origin_invalid: 'Ogni riga deve essere un URL, ad esempio https://app.example.com.',
  };
