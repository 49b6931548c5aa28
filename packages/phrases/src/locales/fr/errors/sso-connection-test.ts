export const sso_connection_test = {
  finished:
    'Le test de connexion est terminé. Fermez cette fenêtre et revenez à la console pour voir le résultat.',
  test_not_found:
    'Ce test de connexion est inconnu ou a expiré. Lancez un nouveau test depuis la console.',
} as const;
