import type { AdminPreferences } from '@gatehouse/schemas/admin-preferences-core';

/** Sends the whole preferences object to the account (`PATCH /me/custom-data`). */
export type SendPreferences = (preferences: AdminPreferences) => Promise<unknown>;

/**
 * Saves the administrator's preferences one request at a time, each built on every choice made so
 * far. The account stores the preferences as one object, so two quick changes (language, then
 * appearance) each sent on the profile as it was when clicked would let the later one undo the
 * earlier, and two requests in flight may be answered in any order. Here a change made while a
 * save is on its way waits for it and goes out with the others in one more request.
 *
 * `base` is read when a round of saving starts (the saved preferences, fresh after the last
 * answer); a failed request ends the round, and the next change starts from `base` again.
 */
export const createPreferenceSaver = () => {
  let wanted: AdminPreferences | undefined;
  let unsent = false;
  let round: Promise<void> | undefined;

  const drain = async (send: SendPreferences) => {
    try {
      while (unsent && wanted) {
        unsent = false;
        await send(wanted);
      }
    } finally {
      wanted = undefined;
      unsent = false;
      round = undefined;
    }
  };

  return (
    base: () => AdminPreferences | undefined,
    patch: Partial<AdminPreferences>,
    send: SendPreferences,
  ): Promise<void> => {
    wanted = { ...(wanted ?? base() ?? {}), ...patch };
    unsent = true;
    round ??= drain(send);
    return round;
  };
};

export type PreferenceSaver = ReturnType<typeof createPreferenceSaver>;
