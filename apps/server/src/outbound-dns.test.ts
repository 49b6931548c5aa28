import { pbkdf2 } from 'node:crypto';
import { createSocket } from 'node:dgram';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundResolver, useOutboundResolverForFetch } from './outbound-dns.ts';
import { startTestDnsServer, type TestDnsServer } from './test-utils/dns-server.ts';

let dnsServer: TestDnsServer;

beforeAll(async () => {
  dnsServer = await startTestDnsServer({
    'app.gatehouse.test': { address: '127.0.0.1' },
    'slow.gatehouse.test': { address: '127.0.0.1', delayMs: 1_500 },
  });
});
afterAll(() => dnsServer.close());

const resolver = () => createOutboundResolver({ servers: [dnsServer.address] });

/** How long a thread-pool job waits to run (a tiny PBKDF2 runs on libuv's pool). */
const poolJobMs = () =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    pbkdf2('secret', 'salt', 1, 32, 'sha256', (error) =>
      error ? reject(error) : resolve(performance.now() - started),
    );
  });

describe('outbound name resolution', () => {
  it('asks DNS (c-ares) for names, IPv4 first', async () => {
    const addresses = await resolver().resolve('app.gatehouse.test');
    expect(addresses).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(dnsServer.queries).toContain('app.gatehouse.test');
  });

  it('answers in both shapes net.connect asks for', async () => {
    const { lookup } = resolver();
    const one = await new Promise<[string, number | undefined]>((resolve, reject) =>
      lookup('app.gatehouse.test', {}, (error, address, family) =>
        error ? reject(error) : resolve([address as string, family]),
      ),
    );
    expect(one).toEqual(['127.0.0.1', 4]);
    const all = await new Promise<LookupAddress[]>((resolve, reject) =>
      lookup('app.gatehouse.test', { all: true, family: 4 }, (error, addresses) =>
        error ? reject(error) : resolve(addresses as LookupAddress[]),
      ),
    );
    expect(all).toEqual([{ address: '127.0.0.1', family: 4 }]);
  });

  it('passes IP addresses through without a query', async () => {
    const before = dnsServer.queries.length;
    expect(await resolver().resolve('::1')).toEqual([{ address: '::1', family: 6 }]);
    expect(dnsServer.queries.length).toBe(before);
  });

  it('leaves names DNS does not know (localhost) to the system resolver', async () => {
    const addresses = await resolver().resolve('localhost');
    expect(dnsServer.queries).toContain('localhost');
    expect(addresses.map(({ address }) => address)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]),
    );
  });

  it('keeps the thread pool free while DNS is slow to answer', async () => {
    const { resolve } = resolver();
    // More slow lookups than the pool has threads: with getaddrinfo, each would hold one.
    const lookups = Array.from({ length: 8 }, () => resolve('slow.gatehouse.test'));
    await new Promise((done) => setTimeout(done, 100));
    expect(await poolJobMs()).toBeLessThan(500);
    for (const addresses of await Promise.all(lookups)) {
      expect(addresses).toEqual([{ address: '127.0.0.1', family: 4 }]);
    }
  });

  it('fails when DNS cannot be reached, instead of waiting in the pool', async () => {
    const closed = createSocket('udp4');
    await new Promise<void>((done) => closed.bind(0, '127.0.0.1', done));
    const { port } = closed.address();
    await new Promise<void>((done) => closed.close(() => done()));
    const unreachable = createOutboundResolver({ servers: [`127.0.0.1:${port}`] });
    await expect(unreachable.resolve('app.gatehouse.test')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
  });
});

describe('fetch with the outbound resolver', () => {
  const keys = [Symbol.for('undici.globalDispatcher.1'), Symbol.for('undici.globalDispatcher.2')];
  const slot = globalThis as unknown as Record<symbol, unknown>;
  let originals: unknown[] = [];
  let server: Server;

  beforeAll(async () => {
    void Response;
    originals = keys.map((key) => slot[key]);
    server = createServer((_request, response) => response.end('reached'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
  afterEach(() => {
    keys.forEach((key, index) => {
      slot[key] = originals[index];
    });
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('reaches a host only our DNS knows', async () => {
    const { port } = server.address() as AddressInfo;
    expect(useOutboundResolverForFetch(resolver())).toBe(true);
    const response = await fetch(`http://app.gatehouse.test:${port}/`);
    expect(await response.text()).toBe('reached');
  });

  it("gives agents made from the global dispatcher's class the same lookup", async () => {
    // What oidc-provider does for its SSRF-guarded requests: `new (global dispatcher).constructor()`.
    const { port } = server.address() as AddressInfo;
    useOutboundResolverForFetch(resolver());
    const Agent = (slot[keys[0]!] as { constructor: new () => object }).constructor;
    const dispatcher = new Agent();
    const response = await fetch(`http://app.gatehouse.test:${port}/`, {
      dispatcher,
    } as RequestInit);
    expect(await response.text()).toBe('reached');
  });
});
