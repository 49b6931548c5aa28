import type { LocalePhrases } from '../../../types.ts';

/** Get-started page: the first steps after installing. */
export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: 'Premiers pas',
  subtitle: 'Trois étapes pour connecter votre première application à Gatehouse.',
  step: 'Étape {{number}}',
  create_application_title: 'Créer une application',
  create_application_description:
    'Enregistrez l’application web, mobile ou machine à machine dont les utilisateurs se connectent via Gatehouse.',
  create_application_action: 'Aller aux applications',
  create_api_resource_title: 'Protéger une API',
  create_api_resource_description:
    'Ajoutez votre backend en tant que ressource API et définissez les permissions que portent ses jetons d’accès.',
  create_api_resource_action: 'Aller aux ressources API',
  create_role_title: 'Définir des rôles',
  create_role_description:
    'Regroupez des permissions en rôles et attribuez-les aux utilisateurs et aux applications machine.',
  create_role_action: 'Aller aux rôles',
  section_coming_soon: 'Pas encore disponible dans cette version',
  docs_title: 'Lire la documentation',
  docs_description: 'Guides pour chaque framework, références d’API et concepts.',
  docs_action: 'Ouvrir la documentation',
};
