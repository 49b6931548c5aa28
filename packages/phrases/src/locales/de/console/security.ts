import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Sicherheit',
  subtitle:
    'Schützen Sie Konten: Passwortregeln, Bot-Schutz und Sperre nach fehlgeschlagenen Versuchen.',
  load_error:
    'Die Sicherheitseinstellungen konnten nicht geladen werden. Versuchen Sie es später erneut.',
  tabs_label: 'Sicherheitseinstellungen',
  tabs: {
    'password-policy': 'Passwortrichtlinie',
    captcha: 'CAPTCHA',
    general: 'Allgemein',
  },
  password_policy: {
    length_title: 'Passwortlänge',
    min_length: 'Mindestlänge',
    max_length: 'Höchstlänge',
    min_not_above_max: 'Die Mindestlänge darf die Höchstlänge nicht überschreiten.',
    character_types_title: 'Zeichenarten',
    character_types: 'Erforderliche Zeichenarten',
    character_types_description:
      'Wie viele der Arten Kleinbuchstaben, Großbuchstaben, Ziffern und Sonderzeichen ein Passwort enthält.',
    character_types_option: 'Mindestens {{count}} von 4',
    rejects_title: 'Abgelehnte Passwörter',
    pwned: 'Passwörter ablehnen, die in bekannten Datenlecks vorkommen',
    repetition_and_sequence:
      'Wiederholte oder aufeinanderfolgende Zeichen ablehnen (etwa „aaa“ oder „1234“)',
    user_info: 'Eigene Angaben des Benutzers ablehnen (Name, Benutzername, E-Mail, Telefon)',
    words: 'Eigene Wörter',
    words_description:
      'Passwörter, die überwiegend aus diesen Wörtern bestehen, werden abgelehnt. Drücken Sie nach jedem Wort die Eingabetaste.',
    checker_title: 'Richtlinie ausprobieren',
    checker_description:
      'Geben Sie ein Beispielpasswort ein, um zu sehen, gegen welche Regeln es verstößt. Es wird nicht gesendet.',
    checker_input: 'Beispielpasswort',
    checker_ok: 'Dieses Passwort erfüllt alle hier geprüften Regeln.',
    checker_pwned_note:
      'Die Prüfung auf Datenlecks erfolgt auf dem Server, wenn ein Passwort festgelegt wird.',
    checker_breaks: 'Regeln, gegen die dieses Passwort verstößt:',
    rules: {
      too_short: 'Kürzer als {{min}} Zeichen',
      too_long: 'Länger als {{max}} Zeichen',
      unsupported_characters: 'Enthält andere Zeichen als Buchstaben, Ziffern und Sonderzeichen',
      character_types: 'Weniger als {{min}} Zeichenarten',
      pwned: 'In einem Datenleck gefunden',
      'restricted.repetition': 'Besteht überwiegend aus wiederholten Zeichen',
      'restricted.sequence': 'Besteht überwiegend aus aufeinanderfolgenden Zeichen',
      'restricted.words': 'Besteht überwiegend aus eigenen Wörtern',
      'restricted.user_info': 'Besteht überwiegend aus eigenen Angaben des Benutzers',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Bei Anmeldung und Registrierung ein CAPTCHA verlangen, das der Server prüft.',
    enabled: 'CAPTCHA verlangen',
    enabled_description:
      'Benutzer lösen vor der Anmeldung oder Registrierung die Aufgabe des Anbieters.',
    needs_provider: 'Richten Sie einen CAPTCHA-Anbieter ein, bevor Sie es verlangen.',
    provider_title: 'CAPTCHA-Anbieter',
    no_provider: 'Es ist noch kein CAPTCHA-Anbieter eingerichtet. Wählen Sie einen aus:',
    choose: '{{name}} einrichten',
    configured: 'Eingerichteter Anbieter',
    site_key: 'Websiteschlüssel',
    secret_key: 'Geheimer Schlüssel',
    project_id: 'Projekt-ID',
    domain: 'Domain',
    domain_description: 'Optional, z. B. www.recaptcha.net, wo google.com gesperrt ist.',
    mode: 'Modus',
    modes: { checkbox: 'Kontrollkästchen', invisible: 'Unsichtbar' },
    view_details: 'Details',
    guide_title: '{{name}} einrichten',
    guide_intro: 'Erstellen Sie die Schlüssel beim Anbieter und geben Sie sie dann hier ein.',
    guide_steps: {
      Turnstile: {
        step_1: 'Öffnen Sie im Cloudflare-Dashboard Turnstile und fügen Sie ein Widget hinzu.',
        step_2: 'Fügen Sie die Domain Ihrer Anmeldeseite als zulässigen Hostnamen hinzu.',
        step_3:
          'Kopieren Sie den Websiteschlüssel und den geheimen Schlüssel in das Formular unten.',
      },
      RecaptchaEnterprise: {
        step_1: 'Aktivieren Sie in Google Cloud die reCAPTCHA Enterprise API für ein Projekt.',
        step_2:
          'Erstellen Sie einen Websiteschlüssel für die Domain Ihrer Anmeldeseite und kopieren Sie ihn.',
        step_3:
          'Erstellen Sie einen API-Schlüssel, der reCAPTCHA Enterprise aufrufen darf; er ist der geheime Schlüssel.',
        step_4: 'Geben Sie unten die Schlüssel und die Projekt-ID ein.',
      },
    },
    save_provider: 'Anbieter speichern',
    saved_provider: 'Der CAPTCHA-Anbieter ist gespeichert.',
    details_title: 'Details zum CAPTCHA-Anbieter',
    delete_provider: 'Anbieter entfernen',
    delete_title: 'CAPTCHA-Anbieter entfernen?',
    delete_message: 'Bei Anmeldung und Registrierung wird kein CAPTCHA mehr verlangt.',
    deleted: 'Der CAPTCHA-Anbieter ist entfernt.',
    not_available:
      'Der Server bietet noch keine CAPTCHA-Anbieter an, daher kann hier keiner eingerichtet werden.',
    back: 'Zurück zu CAPTCHA',
  },
  general: {
    lockout_title: 'Sperre nach fehlgeschlagenen Versuchen',
    lockout_description:
      'Nach so vielen fehlgeschlagenen Passwort- oder Code-Versuchen für eine Kennung innerhalb einer Stunde wird sie gesperrt.',
    max_attempts: 'Maximale Fehlversuche',
    lockout_duration: 'Sperrdauer (Minuten)',
    blocklist_title: 'E-Mail-Sperrliste',
    blocklist_description:
      'Bestimmte E-Mail-Adressen bei der Registrierung und beim Hinzufügen ablehnen.',
    block_subaddressing: 'Subadressierung sperren (etwa name+tag@example.com)',
    custom_blocklist: 'Gesperrte Adressen und Domains',
    custom_blocklist_description:
      'Eine Adresse (name@example.com) oder eine Domain (@example.com). Drücken Sie nach jedem Eintrag die Eingabetaste.',
  },
};
