/**
 * `@logto/browser` memoises `getAccessToken` per resource only: asking for two resources whose
 * cached tokens are missing or expired sends two refresh-token requests with the same refresh
 * token at once, and the second one presents a token the first already rotated. The console
 * therefore queues every token request behind the previous one: a request that finds a fresh
 * cached token returns at once, and one that must refresh reads the refresh token the previous
 * refresh stored.
 */
export const singleFlight = <Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
): ((...args: Args) => Promise<Result>) => {
  let tail: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const next = tail.then(() => run(...args));
    // A failed request must not block the ones queued after it; each caller still sees its own error.
    tail = next.catch(() => undefined);
    return next;
  };
};
