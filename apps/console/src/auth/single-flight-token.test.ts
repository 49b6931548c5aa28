import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight-token.ts';

describe('singleFlight', () => {
  it('runs one request at a time, in call order, even for different arguments', async () => {
    const events: string[] = [];
    let active = 0;
    const refresh = singleFlight(async (resource: string) => {
      active += 1;
      events.push(`start ${resource} (${active} active)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${resource}`);
      active -= 1;
      return `token for ${resource}`;
    });
    const tokens = await Promise.all([refresh('me'), refresh('api'), refresh('me')]);
    expect(tokens).toEqual(['token for me', 'token for api', 'token for me']);
    expect(events).toEqual([
      'start me (1 active)',
      'end me',
      'start api (1 active)',
      'end api',
      'start me (1 active)',
      'end me',
    ]);
  });

  it('lets the next request run after one fails, and gives each caller its own outcome', async () => {
    let calls = 0;
    const refresh = singleFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('refused');
      return 'fresh';
    });
    const [first, second] = await Promise.allSettled([refresh(), refresh()]);
    expect(first).toMatchObject({ status: 'rejected', reason: new Error('refused') });
    expect(second).toEqual({ status: 'fulfilled', value: 'fresh' });
  });
});
