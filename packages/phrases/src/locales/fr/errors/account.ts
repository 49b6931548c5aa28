import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['errors']>['account_center']> = {
  not_enabled: "Le centre de compte n'est pas activé.",
  field_not_enabled: "Ce champ n'est pas activé dans le centre de compte.",
  field_not_editable: 'Ce champ ne peut pas être modifié.',
};

export const verification_record: NonNullable<
  NonNullable<LocalePhrases['errors']>['verification_record']
> = {
  not_found: "L'enregistrement de vérification est introuvable ou a expiré.",
  permission_denied: "Vérifiez à nouveau votre identité avant d'effectuer cette modification.",
};
