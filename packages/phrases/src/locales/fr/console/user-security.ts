import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Authentification multifacteur',
    description: 'Les seconds facteurs configurés par cet utilisateur.',
    empty: 'Cet utilisateur n’a configuré aucun facteur.',
    load_error: 'Impossible de charger les facteurs.',
    created: 'Ajouté le {{date}}',
    last_used: 'Dernière utilisation le {{date}}',
    remaining_codes: '{{count}} codes restants',
    remove_label: 'Supprimer {{factor}}',
    remove_title: 'Supprimer {{factor}} ?',
    remove_message:
      'L’utilisateur ne pourra plus s’en servir pour se connecter et devra peut-être reconfigurer un facteur.',
    removed: '{{factor}} est supprimé.',
    reset_all: 'Réinitialiser tous les facteurs',
    reset_title: 'Supprimer tous les facteurs de cet utilisateur ?',
    reset_message:
      'À utiliser quand l’utilisateur a perdu son appareil. Il reconfigurera la MFA si la politique l’exige.',
    reset_done: 'Tous les facteurs de l’utilisateur sont supprimés.',
  },
  lock: {
    locked: 'Verrouillé après trop de tentatives de connexion échouées, jusqu’au {{date}}.',
    unlock: 'Déverrouiller',
    unlocked: 'L’utilisateur est déverrouillé et peut de nouveau se connecter.',
  },
};
