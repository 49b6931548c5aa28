import '@tanstack/react-query';

// Per-call error handling options, read by the single error handler in api-provider.tsx.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ConsoleQueryMeta;
    mutationMeta: ConsoleQueryMeta;
  }
}

export type ConsoleQueryMeta = {
  /** Error codes this call handles itself; no toast is shown for them. */
  suppressErrorCodes?: readonly string[];
  /** HTTP statuses this call handles itself (never 401). */
  suppressStatuses?: readonly number[];
  /** The caller shows every non-auth error itself (forms, dialogs). */
  handlesErrors?: boolean;
};
