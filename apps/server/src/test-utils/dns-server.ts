import { createSocket } from 'node:dgram';

/**
 * A small DNS server on 127.0.0.1 for tests: answers A queries for the names it is given (after an
 * optional delay per name), NXDOMAIN for other names, and no records for other types.
 */
export type TestDnsServer = {
  /** `127.0.0.1:<port>`, for `Resolver#setServers`. */
  address: string;
  /** The names asked for, in order (lower-case). */
  queries: string[];
  close: () => Promise<void>;
};

const typeA = 1;

const readName = (packet: Buffer, start: number) => {
  const labels: string[] = [];
  let offset = start;
  while (packet[offset]! > 0) {
    const length = packet[offset]!;
    labels.push(packet.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: offset + 1 };
};

const answerOf = (query: Buffer, address: string | undefined, asksForA: boolean) => {
  const { end } = readName(query, 12);
  const question = query.subarray(12, end + 4);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // Response, recursion desired and available; rcode 3 (NXDOMAIN) for unknown names.
  header.writeUInt16BE(0x8180 | (address ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  const records: Buffer[] = [];
  if (address && asksForA) {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name of the question
    record.writeUInt16BE(typeA, 2);
    record.writeUInt16BE(1, 4); // class IN
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((octet, index) => {
      record[12 + index] = Number(octet);
    });
    records.push(record);
  }
  header.writeUInt16BE(records.length, 6);
  return Buffer.concat([header, question, ...records]);
};

export const startTestDnsServer = async (
  names: Record<string, { address: string; delayMs?: number }>,
): Promise<TestDnsServer> => {
  const socket = createSocket('udp4');
  const queries: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  socket.on('message', (query, peer) => {
    const { name, end } = readName(query, 12);
    queries.push(name);
    const entry = names[name];
    const reply = answerOf(query, entry?.address, query.readUInt16BE(end) === typeA);
    const timer = setTimeout(() => {
      timers.delete(timer);
      socket.send(reply, peer.port, peer.address);
    }, entry?.delayMs ?? 0);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        socket.close(() => resolve());
      }),
  };
};
