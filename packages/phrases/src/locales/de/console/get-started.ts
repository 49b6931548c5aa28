import type { LocalePhrases } from '../../../types.ts';

/** Get-started page: the first steps after installing. */
export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: 'Erste Schritte',
  subtitle: 'In drei Schritten verbinden Sie Ihre erste Anwendung mit Gatehouse.',
  step: 'Schritt {{number}}',
  create_application_title: 'Anwendung erstellen',
  create_application_description:
    'Registrieren Sie die Web-, Mobil- oder Machine-to-Machine-Anwendung, deren Benutzer sich über Gatehouse anmelden.',
  create_application_action: 'Zu den Anwendungen',
  create_api_resource_title: 'API schützen',
  create_api_resource_description:
    'Fügen Sie Ihr Backend als API-Ressource hinzu und legen Sie die Berechtigungen fest, die seine Zugriffstokens enthalten.',
  create_api_resource_action: 'Zu den API-Ressourcen',
  create_role_title: 'Rollen festlegen',
  create_role_description:
    'Fassen Sie Berechtigungen zu Rollen zusammen und weisen Sie diese Benutzern und Maschinenanwendungen zu.',
  create_role_action: 'Zu den Rollen',
  section_coming_soon: 'In dieser Version noch nicht verfügbar',
  docs_title: 'Dokumentation lesen',
  docs_description: 'Anleitungen für jedes Framework, API-Referenzen und Konzepte.',
  docs_action: 'Dokumentation öffnen',
};
