import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Single sign-on aziendale',
    notice:
      'Il single sign-on è attivo per questo indirizzo e-mail. Continua con il provider di identità della tua organizzazione.',
    signing_in: 'Accesso con single sign-on in corso…',
    failed_title: 'Il single sign-on non ha funzionato',
    state_mismatch: 'Impossibile confermare questo single sign-on. Ricomincia da capo.',
    registration_closed: 'Nessun account usa ancora questa identità e la registrazione è chiusa.',
    back_to_sign_in: "Torna all'accesso",
  },
};
