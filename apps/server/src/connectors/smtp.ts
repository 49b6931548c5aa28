import { templateTypeGuard } from '@gatehouse/schemas/entities/email-template';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import { type ConnectorDefinition, connectorError, letterLogo } from './connector-kit.ts';

const smtpConfigGuard = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535),
  auth: z
    .object({ type: z.literal('login').optional(), user: z.string(), pass: z.string() })
    .optional(),
  fromEmail: z.string().min(1),
  replyTo: z.string().optional(),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean().optional(),
  requireTLS: z.boolean().optional(),
  ignoreTLS: z.boolean().optional(),
  tls: z
    .object({ rejectUnauthorized: z.boolean().optional(), servername: z.string().optional() })
    .optional(),
  customHeaders: z.record(z.string(), z.string()).optional(),
  /** Templates of the connector's own, used when the tenant has no e-mail template. */
  templates: z
    .array(
      z.object({
        usageType: templateTypeGuard,
        contentType: z.enum(['text/html', 'text/plain']).optional(),
        subject: z.string(),
        content: z.string(),
      }),
    )
    .optional(),
});
export type SmtpConfig = z.infer<typeof smtpConfigGuard>;

const timeoutMs = 15_000;

/** E-mail through an SMTP server, with nodemailer. */
export const smtpConnector: ConnectorDefinition<SmtpConfig> = {
  phraseKey: 'smtp',
  metadata: {
    id: 'simple-mail-transfer-protocol',
    target: 'smtp',
    type: 'Email',
    platform: null,
    logo: letterLogo('SMTP', '#2f6fde'),
    logoDark: null,
    readme:
      'Sends e-mail through an SMTP server: host, port, optional login, and a sender address.',
    configTemplate: JSON.stringify({
      host: 'smtp.example.com',
      port: 587,
      auth: { user: 'user', pass: 'password' },
      fromEmail: 'no-reply@example.com',
    }),
    formItems: [
      { key: 'host', label: 'Host', type: 'Text', required: true, placeholder: 'smtp.example.com' },
      { key: 'port', label: 'Port', type: 'Number', required: true, defaultValue: 587 },
      {
        key: 'auth',
        label: 'Login',
        type: 'Json',
        required: false,
        isConfidential: true,
        defaultValue: { user: '', pass: '' },
        description: '{ "user": "…", "pass": "…" } when the server asks for a login.',
      },
      {
        key: 'fromEmail',
        label: 'From',
        type: 'Text',
        required: true,
        placeholder: 'no-reply@example.com',
      },
      { key: 'replyTo', label: 'Reply to', type: 'Text', required: false },
      {
        key: 'secure',
        label: 'TLS from the start (port 465)',
        type: 'Switch',
        defaultValue: false,
      },
      { key: 'requireTLS', label: 'Require STARTTLS', type: 'Switch', defaultValue: false },
      {
        key: 'templates',
        label: 'Templates',
        type: 'Json',
        required: false,
        description:
          'Optional [{ usageType, subject, content, contentType }]; the e-mail templates of the tenant take precedence.',
      },
    ],
    isStandard: false,
  },
  configGuard: smtpConfigGuard,
  templateOf: (config, type) => {
    const own =
      config.templates?.find(({ usageType }) => usageType === type) ??
      config.templates?.find(({ usageType }) => usageType === 'Generic');
    return own;
  },
  send: async (config, message) => {
    const transport = createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure ?? false,
      requireTLS: config.requireTLS ?? false,
      ignoreTLS: config.ignoreTLS ?? false,
      ...(config.auth ? { auth: { user: config.auth.user, pass: config.auth.pass } } : {}),
      ...(config.tls ? { tls: config.tls } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // nodemailer must never log the exchange (it carries the login and the code).
      logger: false,
      debug: false,
    });
    const body =
      message.contentType === 'text/html' ? { html: message.content } : { text: message.content };
    try {
      await transport.sendMail({
        from: message.sendFrom ? `${message.sendFrom} <${config.fromEmail}>` : config.fromEmail,
        to: message.to,
        subject: message.subject,
        ...body,
        ...((message.replyTo ?? config.replyTo)
          ? { replyTo: message.replyTo ?? config.replyTo }
          : {}),
        ...(config.customHeaders ? { headers: config.customHeaders } : {}),
      });
    } catch (error) {
      // The SMTP reply code and nodemailer's error code say what failed; never the message,
      // which may quote the server's answer to the login.
      const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
      const reason = typeof code === 'string' ? code : 'ESEND';
      throw connectorError(
        typeof responseCode === 'number' ? 'invalid_response' : 'general',
        { reason, ...(typeof responseCode === 'number' ? { responseCode } : {}) },
        { message: `the SMTP server refused the message (${reason})` },
      );
    } finally {
      transport.close();
    }
  },
};
