/**
 * A legacy secret replaced through `DELETE /api/applications/{id}/legacy-secret` keeps this prefix:
 * it stays unguessable in the column but is never shown again nor accepted as the legacy one.
 */
export const internalSecretPrefix = 'internal:';
