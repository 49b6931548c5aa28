/** A date and time in the interface language, e.g. "12 Mar 2025, 14:05". */
export const formatDateTime = (epochMs: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
