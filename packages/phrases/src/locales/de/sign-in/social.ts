import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Weiter mit {{name}}',
    divider: 'oder',
    group_label: 'Mit einem anderen Dienst anmelden',
    signing_in: 'Du wirst angemeldet…',
    link_title: 'Konto verknüpfen',
    link_description:
      'Ein Konto mit {{identifier}} existiert bereits. Die Anmeldung mit {{name}} damit verknüpfen und fortfahren?',
    link_confirm: 'Verknüpfen und fortfahren',
    back_to_sign_in: 'Zurück zur Anmeldung',
    failed_title: 'Die Anmeldung hat nicht funktioniert',
    state_mismatch: 'Diese Anmeldung konnte nicht bestätigt werden. Bitte beginne von vorn.',
    registration_closed:
      'Noch kein Konto nutzt diese Anmeldung, und die Registrierung ist geschlossen.',
  },
};
