import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a real SMTP server on 127.0.0.1 received it. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 (plain, with a login) that keeps every mail it accepts.
 * Example: `const smtp = await startSmtpReceiver({ user: 'u', pass: 'p' }); … smtp.mails`.
 */
export const startSmtpReceiver = async (login: { user: string; pass: string }) => {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: (auth, _session, callback) => {
      if (auth.username === login.user && auth.password === login.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map(({ address }) => address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The 6-digit code in a received mail's body (after its headers). */
export const codeInMail = (mail: ReceivedMail) => {
  const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n'));
  return /\b(\d{6})\b/.exec(body)?.[1];
};

/** A request a real HTTP server on 127.0.0.1 received. */
export type ReceivedRequest = { method: string; headers: IncomingHttpHeaders; body: unknown };

/**
 * A real HTTP server on 127.0.0.1 standing for an operator's webhook: keeps every request and
 * answers `status` (changeable, to play a failing provider).
 */
export const startHttpReceiver = async () => {
  const requests: ReceivedRequest[] = [];
  const state = { status: 204 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
