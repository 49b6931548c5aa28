import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Sécurité',
  subtitle:
    'Protégez les comptes : règles de mot de passe, protection contre les robots et verrouillage après des échecs.',
  load_error: 'Impossible de charger les paramètres de sécurité. Réessayez plus tard.',
  tabs_label: 'Paramètres de sécurité',
  tabs: {
    'password-policy': 'Politique de mot de passe',
    captcha: 'CAPTCHA',
    general: 'Général',
  },
  password_policy: {
    length_title: 'Longueur du mot de passe',
    min_length: 'Longueur minimale',
    max_length: 'Longueur maximale',
    min_not_above_max: 'La longueur minimale ne doit pas dépasser la longueur maximale.',
    character_types_title: 'Types de caractères',
    character_types: 'Types de caractères requis',
    character_types_description:
      'Combien de types parmi minuscules, majuscules, chiffres et symboles un mot de passe contient.',
    character_types_option: 'Au moins {{count}} sur 4',
    rejects_title: 'Mots de passe refusés',
    pwned: 'Refuser les mots de passe présents dans des fuites de données connues',
    repetition_and_sequence:
      'Refuser les caractères répétés ou consécutifs (comme « aaa » ou « 1234 »)',
    user_info:
      'Refuser les informations propres à l’utilisateur (nom, nom d’utilisateur, e-mail, téléphone)',
    words: 'Mots personnalisés',
    words_description:
      'Les mots de passe composés surtout de ces mots sont refusés. Appuyez sur Entrée après chacun.',
    checker_title: 'Tester la politique',
    checker_description:
      'Saisissez un mot de passe d’exemple pour voir quelles règles il enfreint. Il n’est pas envoyé.',
    checker_input: 'Mot de passe d’exemple',
    checker_ok: 'Ce mot de passe respecte toutes les règles vérifiées ici.',
    checker_pwned_note:
      'La vérification des fuites a lieu sur le serveur lorsqu’un mot de passe est défini.',
    checker_breaks: 'Règles enfreintes par ce mot de passe :',
    rules: {
      too_short: 'Moins de {{min}} caractères',
      too_long: 'Plus de {{max}} caractères',
      unsupported_characters: 'Contient des caractères autres que lettres, chiffres et symboles',
      character_types: 'Moins de {{min}} types de caractères',
      pwned: 'Trouvé dans une fuite de données',
      'restricted.repetition': 'Composé surtout de caractères répétés',
      'restricted.sequence': 'Composé surtout de caractères consécutifs',
      'restricted.words': 'Composé surtout de mots personnalisés',
      'restricted.user_info': 'Composé surtout d’informations propres à l’utilisateur',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Demander un CAPTCHA à la connexion et à l’inscription, vérifié par le serveur.',
    enabled: 'Exiger un CAPTCHA',
    enabled_description:
      'Les utilisateurs résolvent le défi du fournisseur avant de se connecter ou de s’inscrire.',
    needs_provider: 'Configurez un fournisseur de CAPTCHA avant de l’exiger.',
    provider_title: 'Fournisseur de CAPTCHA',
    no_provider: 'Aucun fournisseur de CAPTCHA n’est encore configuré. Choisissez-en un :',
    choose: 'Configurer {{name}}',
    configured: 'Fournisseur configuré',
    site_key: 'Clé de site',
    secret_key: 'Clé secrète',
    project_id: 'ID du projet',
    domain: 'Domaine',
    domain_description: 'Facultatif, par ex. www.recaptcha.net là où google.com est bloqué.',
    mode: 'Mode',
    modes: { checkbox: 'Case à cocher', invisible: 'Invisible' },
    view_details: 'Détails',
    guide_title: 'Configurer {{name}}',
    guide_intro: 'Créez les clés chez le fournisseur, puis saisissez-les ici.',
    guide_steps: {
      Turnstile: {
        step_1: 'Dans le tableau de bord Cloudflare, ouvrez Turnstile et ajoutez un widget.',
        step_2: 'Ajoutez le domaine de votre page de connexion comme nom d’hôte autorisé.',
        step_3: 'Copiez la clé de site et la clé secrète dans le formulaire ci-dessous.',
      },
      RecaptchaEnterprise: {
        step_1: 'Dans Google Cloud, activez l’API reCAPTCHA Enterprise pour un projet.',
        step_2:
          'Créez une clé de site web pour le domaine de votre page de connexion et copiez-la.',
        step_3:
          'Créez une clé API autorisée à appeler reCAPTCHA Enterprise ; c’est la clé secrète.',
        step_4: 'Saisissez les clés et l’ID du projet ci-dessous.',
      },
    },
    save_provider: 'Enregistrer le fournisseur',
    saved_provider: 'Le fournisseur de CAPTCHA est enregistré.',
    details_title: 'Détails du fournisseur de CAPTCHA',
    delete_provider: 'Supprimer le fournisseur',
    delete_title: 'Supprimer le fournisseur de CAPTCHA ?',
    delete_message: 'Le CAPTCHA n’est plus exigé à la connexion ni à l’inscription.',
    deleted: 'Le fournisseur de CAPTCHA est supprimé.',
    not_available:
      'Le serveur ne propose pas encore de fournisseurs de CAPTCHA ; aucun ne peut donc être configuré ici.',
    back: 'Retour au CAPTCHA',
  },
  general: {
    lockout_title: 'Verrouillage après des tentatives échouées',
    lockout_description:
      'Après ce nombre de tentatives de mot de passe ou de code échouées sur un identifiant en une heure, celui-ci est verrouillé.',
    max_attempts: 'Nombre maximal de tentatives échouées',
    lockout_duration: 'Durée du verrouillage (minutes)',
    blocklist_title: 'Liste de blocage des e-mails',
    blocklist_description:
      'Refuser certaines adresses e-mail à l’inscription et lors de leur ajout.',
    block_subaddressing: 'Bloquer le sous-adressage (comme nom+tag@example.com)',
    custom_blocklist: 'Adresses et domaines bloqués',
    custom_blocklist_description:
      'Une adresse (nom@example.com) ou un domaine (@example.com). Appuyez sur Entrée après chacun.',
  },
};
