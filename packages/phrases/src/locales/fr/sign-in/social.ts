import type { LocalePhrases } from '../../../types.ts';

export const socialPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'social'> = {
  social: {
    continue_with: 'Continuer avec {{name}}',
    divider: 'ou',
    group_label: 'Se connecter avec un autre service',
    signing_in: 'Connexion en cours…',
    link_title: 'Associer votre compte',
    link_description:
      'Un compte avec {{identifier}} existe déjà. Y associer votre connexion {{name}} et continuer ?',
    link_confirm: 'Associer et continuer',
    back_to_sign_in: 'Retour à la connexion',
    failed_title: 'La connexion a échoué',
    state_mismatch: 'Cette connexion n’a pas pu être confirmée. Veuillez recommencer.',
    registration_closed:
      'Aucun compte n’utilise encore cette connexion et les inscriptions sont fermées.',
  },
};
