import type { LocalePhrases } from '../../../types.ts';

/** The self-hosted profile page at /console/profile. */
export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: 'Paramètres du compte',
  description:
    'Modifiez les informations de votre compte et la façon dont vous apparaissez dans la console.',
  back_to_console: 'Retour à la console',
  profile_information: 'Informations du profil',
  avatar: 'Photo de profil',
  avatar_alt: 'Photo de profil de {{name}}',
  upload_avatar: 'Téléverser une image',
  remove_avatar: 'Supprimer l’image',
  avatar_hint: 'SVG, PNG, JPEG ou ICO, jusqu’à {{size}}.',
  uploading: 'Téléversement…',
  name: 'Nom',
  username: 'Nom d’utilisateur',
  edit: 'Modifier',
  not_set: 'Non défini',
  edit_name: 'Modifier le nom',
  edit_username: 'Modifier le nom d’utilisateur',
  updated: 'Profil mis à jour.',
  username_invalid:
    'Le nom d’utilisateur doit commencer par une lettre ou un trait de soulignement et ne contenir que des lettres, des chiffres et des traits de soulignement.',
  upload: {
    file_count_error: 'Téléversez un seul fichier à la fois.',
    file_type_error: 'Type de fichier non pris en charge. Types autorisés : {{extensions}}.',
    file_size_error: 'Le fichier est trop volumineux. Maximum : {{limit}}.',
    generic_error: 'Le téléversement a échoué. Réessayez.',
    service_not_configured:
      'Le stockage de fichiers n’est pas configuré sur ce serveur ; les images ne peuvent donc pas être téléversées.',
  },
};
