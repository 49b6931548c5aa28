import dns, { type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';

/**
 * Name resolution for the server's outbound requests (connectors, social sign-in, captcha, SAML
 * metadata, breached-password checks): through c-ares (`dns.resolve*`), which waits on the event
 * loop, instead of getaddrinfo (`dns.lookup`), which blocks a thread of libuv's pool for as long
 * as a DNS server takes to answer. That pool signs every token and hashes every password, and it
 * has as many threads as the machine has cores (decision 027): a few outbound requests to a host
 * whose DNS answers slowly would otherwise stall token signing for every tenant.
 *
 * Names DNS does not know (`localhost`, `/etc/hosts` entries) still go to getaddrinfo, one at a
 * time, so such lookups can hold at most one pool thread.
 */

type Family = 4 | 6;
type LookupOptions = { family?: number | string; all?: boolean };
type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** c-ares' per-query timeout and tries: about as long as getaddrinfo's defaults wait. */
const resolverOptions = { timeout: 5_000, tries: 2 };
/** Answers that mean "DNS does not have this name" (as opposed to "DNS is slow or down"). */
const notInDns = new Set<string>([dns.NOTFOUND, dns.NODATA, dns.BADNAME, dns.BADFAMILY]);

const familiesOf = (family: LookupOptions['family']): Family[] => {
  if (family === 4 || family === 'IPv4') return [4];
  if (family === 6 || family === 'IPv6') return [6];
  return [4, 6];
};

/** getaddrinfo calls run one after another: at most one pool thread waits on a resolver. */
let systemLookups: Promise<unknown> = Promise.resolve();
const systemLookup = (hostname: string, families: Family[]) => {
  const run = () =>
    dns.promises.lookup(hostname, {
      all: true,
      family: families.length === 1 ? families[0] : 0,
    });
  const result = systemLookups.then(run, run);
  systemLookups = result.catch(() => undefined);
  return result;
};

export type OutboundResolver = {
  /** A `lookup` for `net.connect` / undici's `connect.lookup`. */
  lookup: (hostname: string, options: LookupOptions, callback: LookupCallback) => void;
  /** The addresses of `hostname`, IPv4 first. */
  resolve: (hostname: string, family?: LookupOptions['family']) => Promise<LookupAddress[]>;
};

/** `servers` (`host:port`) replace the system's DNS servers (tests run their own). */
export const createOutboundResolver = (options: { servers?: string[] } = {}): OutboundResolver => {
  const resolver = new dns.promises.Resolver(resolverOptions);
  if (options.servers) resolver.setServers(options.servers);

  const query = async (hostname: string, family: Family): Promise<LookupAddress[]> => {
    const addresses =
      family === 4 ? await resolver.resolve4(hostname) : await resolver.resolve6(hostname);
    return addresses.map((address) => ({ address, family }));
  };

  const resolve = async (hostname: string, family?: LookupOptions['family']) => {
    const ipFamily = isIP(hostname);
    if (ipFamily !== 0) return [{ address: hostname, family: ipFamily }];
    const families = familiesOf(family);
    const answers = await Promise.allSettled(families.map((each) => query(hostname, each)));
    const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    if (found.length > 0) return found;
    const errors = answers.map(
      (answer) => (answer as PromiseRejectedResult).reason as NodeJS.ErrnoException,
    );
    // DNS is slow, refused or down: getaddrinfo would wait on the same servers, in the pool.
    if (!errors.every((error) => notInDns.has(error.code ?? ''))) throw errors[0];
    return systemLookup(hostname, families);
  };

  const lookup: OutboundResolver['lookup'] = (hostname, lookupOptions, callback) => {
    resolve(hostname, lookupOptions.family).then(
      (addresses) => {
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

  return { lookup, resolve };
};

/**
 * Where Node's `fetch` (its bundled undici) looks for the dispatcher every request goes through:
 * undici 7 (Node.js 22 and 24) reads the first, undici 8 the second (oidc-provider reads both too).
 */
const globalDispatcherKeys = [
  Symbol.for('undici.globalDispatcher.2'),
  Symbol.for('undici.globalDispatcher.1'),
];
type AgentOptions = { connect?: object | ((...args: never[]) => unknown) } & Record<
  string,
  unknown
>;
type Dispatcher = { constructor: new (options?: AgentOptions) => Dispatcher };

/**
 * Makes every `fetch` of this process resolve names through `resolver`. Node's fetch has no public
 * switch for this; its global dispatcher is an undici `Agent`, whose class takes a
 * `connect.lookup`. The new global dispatcher's class fills that option in for every agent made
 * from it: oidc-provider builds its SSRF-guarded dispatcher with the global dispatcher's class
 * (back-channel logout, a client's `jwks_uri`, request objects), so those requests resolve through
 * `resolver` too, its guard unchanged. Returns false, changing nothing, where no such dispatcher
 * is found.
 */
export const useOutboundResolverForFetch = (resolver: OutboundResolver): boolean => {
  const slots = globalThis as unknown as Record<symbol, Dispatcher | undefined>;
  // Reading `Response` loads Node's undici, which creates the default dispatcher.
  void Response;
  const present = globalDispatcherKeys.filter((key) => slots[key] !== undefined);
  for (const key of present) {
    const Agent = slots[key]!.constructor;
    class OutboundAgent extends Agent {
      constructor(options: AgentOptions = {}) {
        const { connect } = options;
        // A connector function of the caller's own is left alone.
        super(
          typeof connect === 'function'
            ? options
            : { ...options, connect: { lookup: resolver.lookup, ...connect } },
        );
      }
    }
    slots[key] = new OutboundAgent();
  }
  return present.length > 0;
};
