import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Single Sign-On',
    notice:
      'Für diese E-Mail-Adresse ist Single Sign-On aktiviert. Fahre mit dem Identitätsanbieter deiner Organisation fort.',
    signing_in: 'Du wirst per Single Sign-On angemeldet…',
    failed_title: 'Single Sign-On hat nicht funktioniert',
    state_mismatch: 'Dieses Single Sign-On konnte nicht bestätigt werden. Bitte beginne von vorn.',
    registration_closed:
      'Noch kein Konto nutzt diese Identität, und die Registrierung ist geschlossen.',
    back_to_sign_in: 'Zurück zur Anmeldung',
  },
};
