import type { LocalePhrases } from '../../../types.ts';

export const ssoPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'sso'> = {
  sso: {
    continue: 'Authentification unique',
    notice:
      "L'authentification unique est activée pour cette adresse e-mail. Continuez avec le fournisseur d'identité de votre organisation.",
    signing_in: 'Connexion par authentification unique…',
    failed_title: "L'authentification unique n'a pas fonctionné",
    state_mismatch:
      "Cette authentification unique n'a pas pu être confirmée. Veuillez recommencer.",
    registration_closed:
      "Aucun compte n'utilise encore cette identité et les inscriptions sont fermées.",
    back_to_sign_in: 'Retour à la connexion',
  },
};
