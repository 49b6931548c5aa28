import type { LocalePhrases } from '../../../types.ts';

/** The API resources section: list, create, permissions, general settings and guides. */
export const api_resources: NonNullable<NonNullable<LocalePhrases['console']>['api_resources']> = {
  title: 'API-Ressourcen',
  subtitle:
    'Legen Sie die APIs fest, die Ihre Anwendungen aufrufen, und die Berechtigungen (Scopes), die diese prüfen.',
  create: 'API-Ressource erstellen',
  empty: 'Noch keine API-Ressourcen',
  empty_description: 'Erstellen Sie eine, um eine API mit Zugriffstokens zu schützen.',
  search_placeholder: 'Nach Name oder API-Bezeichner suchen',
  column_name: 'API-Name',
  column_indicator: 'API-Bezeichner',
  default_badge: 'Standard',
  management_api_badge: 'Management-API',
  name: 'API-Name',
  name_placeholder: 'Meine API',
  indicator: 'API-Bezeichner',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Eine eindeutige absolute URI ohne Fragment (#), meist die URL Ihrer API. Sie wird zum „aud“-Claim der Zugriffstokens und kann später nicht geändert werden.',
  indicator_invalid:
    'Geben Sie eine absolute URI ohne Fragment (#) ein, zum Beispiel https://api.example.com.',
  created: 'API-Ressource {{name}} erstellt.',
  delete_message:
    'Anwendungen erhalten keine Zugriffstokens mehr für diese API, und Rollen verlieren ihre Berechtigungen. Dies kann nicht rückgängig gemacht werden.',
  tabs: {
    permissions: 'Berechtigungen',
    general: 'Allgemein',
  },
  permissions: {
    title: 'Berechtigungen',
    description:
      'Scopes, die ein Token für diese API enthalten kann. Ihre API prüft sie bei jeder Anfrage.',
    add: 'Berechtigung erstellen',
    edit: 'Berechtigung bearbeiten',
    edit_named: '{{name}} bearbeiten',
    delete_named: '{{name}} löschen',
    delete_title: 'Berechtigung {{name}} löschen?',
    delete_message: 'Rollen, die sie gewähren, verlieren sie, und Tokens enthalten sie nicht mehr.',
    deleted: 'Berechtigung {{name}} gelöscht.',
    saved: 'Berechtigung {{name}} gespeichert.',
    name: 'Name der Berechtigung',
    name_placeholder: 'read:orders',
    name_hint: 'Ohne Leerzeichen, zum Beispiel read:orders oder write:orders.',
    name_no_spaces: 'Namen von Berechtigungen dürfen keine Leerzeichen enthalten.',
    description_label: 'Beschreibung',
    description_placeholder: 'Alle Bestellungen lesen',
    column_name: 'Name',
    column_description: 'Beschreibung',
    column_created: 'Erstellt',
    empty: 'Noch keine Berechtigungen',
    read_only:
      'Die Berechtigungen der Management-API sind integriert und können nicht geändert werden.',
  },
  general: {
    title: 'Allgemein',
    name: 'API-Name',
    indicator: 'API-Bezeichner',
    token_ttl: 'Ablaufzeit des Zugriffstokens (Sekunden)',
    token_ttl_hint:
      'Wie lange ein Zugriffstoken für diese API gültig bleibt. Standard: 3600 (eine Stunde).',
    default_api: 'Standard-API',
    default_api_hint:
      'Anmeldungen, die keine Ressource anfordern, erhalten ein Zugriffstoken für die Standard-API. Nur eine API kann die Standard-API sein.',
    default_set: '{{name}} ist jetzt die Standard-API.',
    default_unset: '{{name}} ist nicht mehr die Standard-API.',
    read_only:
      'Die Management-API ist integriert: Ihre Einstellungen können nicht geändert werden, und sie kann nicht gelöscht werden.',
  },
  guides: {
    menu: 'Integrationsanleitungen',
    open: 'Anleitung für {{name}} öffnen',
    back: 'Zurück zu {{name}}',
    not_found: 'Diese Anleitung existiert nicht.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: '{{name}} mit {{framework}} schützen',
    intro:
      'Ihre API akzeptiert eine Anfrage, wenn ihr Bearer-Token ein von diesem Mandanten signiertes JWT ist, für den Bezeichner {{indicator}} ausgestellt wurde und die benötigte Berechtigung enthält.',
    step_install: 'Bibliotheken installieren',
    step_verify: 'Zugriffstoken prüfen',
    step_verify_description:
      'Laden Sie die Signaturschlüssel vom JWKS-Endpunkt und prüfen Sie dann Signatur, Aussteller, Zielgruppe und Ablauf jedes Tokens.',
    step_scope: 'Berechtigungen prüfen',
    step_scope_description:
      'Der „scope“-Claim des Tokens listet die gewährten Berechtigungen auf, durch Leerzeichen getrennt.',
    step_call: 'API mit einem Token aufrufen',
    step_call_description:
      'Eine Machine-to-Machine-Anwendung erhält ein Token über den Client-Credentials-Grant. Ersetzen Sie ID und Secret durch die einer Anwendung, die eine Rolle mit der Berechtigung besitzt.',
    copy_code: '{{language}}-Code kopieren',
    copied: 'Kopiert',
    code_label: '{{language}}-Code',
    no_permissions_note:
      'Diese API hat noch keine Berechtigungen. Die Beispiele verwenden read:example.',
  },
};
