/**
 * The custom-data text of a form as a JSON object, or the reason it is not one. The reasons are
 * the `invalid_json` / `json_not_object` keys the sections' `errors` phrases share.
 */
export const parseJsonObject = (
  text: string,
): Record<string, unknown> | 'invalid_json' | 'json_not_object' => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return 'json_not_object';
    return value as Record<string, unknown>;
  } catch {
    return 'invalid_json';
  }
};
