export const sso_connection_test = {
  finished:
    'The connection test is finished. Close this window and return to the console to see the result.',
  test_not_found:
    'This connection test is unknown or has expired. Start a new test from the console.',
} as const;
