import type { AdminPreferences } from '@gatehouse/schemas/admin-preferences-core';
import { describe, expect, it } from 'vitest';
import { createPreferenceSaver } from './preference-saver.ts';

/** A stand-in for the account: requests wait until answered, in the order the test chooses. */
const fakeAccount = (initial: AdminPreferences) => {
  let stored = initial;
  const pending: { body: AdminPreferences; answer: (ok: boolean) => void }[] = [];
  const send = (body: AdminPreferences) =>
    new Promise<void>((resolve, reject) => {
      pending.push({
        body,
        answer: (ok) => {
          if (!ok) return reject(new Error('request failed'));
          stored = body;
          resolve();
        },
      });
    });
  const answerNext = async (ok = true) => {
    pending.shift()?.answer(ok);
    await new Promise((done) => setTimeout(done, 0));
  };
  return { send, pending, answerNext, stored: () => stored };
};

describe('createPreferenceSaver', () => {
  it('keeps both of two quick changes: the second waits for the first and builds on it', async () => {
    const account = fakeAccount({ language: 'en', appearanceMode: 'light' });
    const save = createPreferenceSaver();
    const first = save(account.stored, { language: 'ar' }, account.send);
    const second = save(account.stored, { appearanceMode: 'dark' }, account.send);
    // One request at a time: the account's copy is whole, so answers in another order would lose one.
    expect(account.pending.map(({ body }) => body)).toEqual([
      { language: 'ar', appearanceMode: 'light' },
    ]);
    await account.answerNext();
    expect(account.pending.map(({ body }) => body)).toEqual([
      { language: 'ar', appearanceMode: 'dark' },
    ]);
    await account.answerNext();
    await Promise.all([first, second]);
    expect(account.stored()).toEqual({ language: 'ar', appearanceMode: 'dark' });
  });

  it('sends the changes made while a save is on its way in one more request', async () => {
    const account = fakeAccount({ language: 'en' });
    const save = createPreferenceSaver();
    void save(account.stored, { language: 'de' }, account.send);
    void save(account.stored, { language: 'fr' }, account.send);
    void save(account.stored, { appearanceMode: 'dark' }, account.send);
    await account.answerNext();
    expect(account.pending).toHaveLength(1);
    expect(account.pending[0]?.body).toEqual({ language: 'fr', appearanceMode: 'dark' });
    await account.answerNext();
    expect(account.pending).toHaveLength(0);
  });

  it('starts again from the saved preferences after a failed request', async () => {
    const account = fakeAccount({ language: 'en', appearanceMode: 'light' });
    const save = createPreferenceSaver();
    const failed = expect(save(account.stored, { language: 'ja' }, account.send)).rejects.toThrow(
      'request failed',
    );
    await account.answerNext(false);
    await failed;
    void save(account.stored, { appearanceMode: 'dark' }, account.send);
    // The failed language is not silently re-sent: the user saw the save fail.
    expect(account.pending[0]?.body).toEqual({ language: 'en', appearanceMode: 'dark' });
  });
});
