import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { signInDistOf } from '@gatehouse/server/src/static/spa.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 8, item 14: hashed assets precompressed at build time, larger API answers per request.
let server: RunningServer;
let management: ApiClient;
beforeAll(async () => {
  ({ server, client: management } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

/** A raw GET: fetch would decode the body, and the test needs the bytes as sent. */
const rawGet = async (url: string, headers: Record<string, string>) => {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
};

const signInScript = () => {
  const root = signInDistOf(server.gatehouse.context.env);
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const src = /<script[^>]*\bsrc="([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('the sign-in build has no script');
  return { url: src, file: path.join(root, src) };
};

describe('hashed assets', () => {
  it('are sent as the build-time brotli file when the browser takes brotli', async () => {
    const script = signInScript();
    const answer = await rawGet(`${server.mainUrl}${script.url}`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(readFileSync(script.file).length / 2);
    expect(brotliDecompressSync(answer.body).equals(readFileSync(script.file))).toBe(true);
  });

  it('are sent gzipped to a gzip-only client and as they are to a client naming no encoding', async () => {
    const script = signInScript();
    const gzipped = await rawGet(`${server.mainUrl}${script.url}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(`${server.mainUrl}${script.url}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(readFileSync(script.file))).toBe(true);
    const refused = await rawGet(`${server.mainUrl}${script.url}`, {
      'accept-encoding': 'br;q=0, gzip;q=0',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leave index.html uncached', async () => {
    const page = await rawGet(`${server.mainUrl}/sign-in`, { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('are compressed from 1 KiB on, as the client accepts', async () => {
    for (let index = 0; index < 12; index++) {
      const created = await management.post('/api/users', {
        username: `compressed_${index}`,
        name: `A user with a long enough name to fill the list ${index}`,
      });
      expect(created.status).toBe(200);
    }
    const token = (await import('./helpers/tokens.ts')).clientCredentialsToken;
    const bearer = await token(
      server.mainUrl,
      { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' },
      'https://default.logto.app/api',
    );
    const list = (encoding: string) =>
      rawGet(`${server.mainUrl}/api/users?page_size=50`, {
        authorization: `Bearer ${bearer}`,
        'accept-encoding': encoding,
      });
    const plain = await list('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const rows = JSON.parse(plain.body.toString()) as unknown[];
    expect(rows.length).toBeGreaterThanOrEqual(12);

    const compressed = await list('gzip, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['total-number']).toBe(plain.headers['total-number']);
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(rows);
    expect(compressed.body.length).toBeLessThan(plain.body.length);

    expect((await list('gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('below 1 KiB are sent as they are', async () => {
    const small = await rawGet(`${server.mainUrl}/api/.well-known/endpoints/default`, {
      'accept-encoding': 'gzip, br',
    });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
