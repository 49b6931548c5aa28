import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { checkBreachedPassword } from './pwned-passwords.ts';

const breached = 'Breached-Password-1';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

/** A local range service: `/ok/range/…` answers like the real one, `/failing/range/…` with 500. */
let service: Server;
let origin: string;
/** A port on 127.0.0.1 nothing listens on: the service is down. */
let downOrigin: string;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  service = createServer((request, response) => {
    if (request.url?.startsWith('/failing/')) {
      response.writeHead(500).end();
      return;
    }
    const hash = sha1(breached);
    const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:1'];
    if (request.url === `/ok/range/${hash.slice(0, 5)}`) lines.push(`${hash.slice(5)}:42`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
  });
  origin = await listen(service);
  const closed = createServer();
  downOrigin = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
});

const checker = (url: string, failure?: 'allow' | 'deny') => {
  const warnings: { msg: string; failure: string }[] = [];
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => warnings.push(JSON.parse(line)) },
  );
  const env = loadEnv({
    NODE_ENV: 'test',
    PWNED_PASSWORDS_URL: url,
    ...(failure ? { PWNED_PASSWORDS_FAILURE: failure } : {}),
  });
  return {
    check: (password: string) => checkBreachedPassword({ env, logger }, password),
    warnings,
  };
};

describe('checkBreachedPassword', () => {
  it('rejects a breached password and accepts another when the service answers, without warnings', async () => {
    const { check, warnings } = checker(`${origin}/ok`, 'deny');
    expect(await check(breached)).toEqual([{ code: 'password_rejected.pwned' }]);
    expect(await check('Not-Breached-2')).toEqual([]);
    expect(warnings).toEqual([]);
  });

  describe.each([
    ['answers 500', () => `${origin}/failing`],
    ['is down', () => downOrigin],
  ])('when the service %s', (_name, url) => {
    it('accepts the password by default and logs a warning every time', async () => {
      const { check, warnings } = checker(url());
      expect(await check('Unchecked-Password-3')).toEqual([]);
      expect(await check('Unchecked-Password-4')).toEqual([]);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toMatchObject({ failure: 'allow' });
      expect(warnings[0]?.msg).toContain('password accepted without it');
    });

    it('refuses the password as breached with PWNED_PASSWORDS_FAILURE=deny, logging a warning', async () => {
      const { check, warnings } = checker(url(), 'deny');
      expect(await check('Unchecked-Password-3')).toEqual([{ code: 'password_rejected.pwned' }]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ failure: 'deny' });
      expect(warnings[0]?.msg).toContain('password refused');
    });
  });
});
