import { connectors, verificationCodes } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { startManagementServer } from './helpers/management-server.ts';
import { codeInMail, startHttpReceiver, startSmtpReceiver } from './helpers/message-receivers.ts';
import type { RunningServer } from './helpers/server.ts';

const smtpLogin = { user: 'mailer', pass: 'smtp-pass-9f3c1d' };
let server: RunningServer;
let client: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let webhook: Awaited<ReturnType<typeof startHttpReceiver>>;

const smtpConfig = () => ({
  host: '127.0.0.1',
  port: smtp.port,
  auth: smtpLogin,
  fromEmail: 'no-reply@gatehouse.test',
});
const db = () => server.gatehouse.context.database.db;
const mailsTo = (address: string) => smtp.mails.filter(({ to }) => to.includes(address));
const lastCodeTo = (address: string) => {
  const mails = mailsTo(address);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${address}`);
  return codeInMail(mail);
};

beforeAll(async () => {
  [{ server, client }, smtp, webhook] = await Promise.all([
    startManagementServer(),
    startSmtpReceiver(smtpLogin),
    startHttpReceiver(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close(), webhook?.close()]);
});

describe('GET /api/connector-factories', () => {
  it('lists the factories Gatehouse implements, with the contract fields and translated names', async () => {
    const { status, body } = await client.get('/api/connector-factories');
    expect(status).toBe(200);
    expect(body.map(({ id }: { id: string }) => id).sort()).toEqual([
      'apple',
      'discord',
      'github',
      'google',
      'http-email',
      'http-sms',
      'microsoft',
      'oauth2',
      'oidc',
      'simple-mail-transfer-protocol',
    ]);
    const oidc = body.find(({ id }: { id: string }) => id === 'oidc');
    expect(oidc).toMatchObject({ type: 'Social', platform: 'Universal', isStandard: true });
    expect(oidc.formItems.map(({ key }: { key: string }) => key)).toContain('clientSecret');
    const httpEmail = body.find(({ id }: { id: string }) => id === 'http-email');
    expect(httpEmail).toMatchObject({ type: 'Email', platform: null, logoDark: null });
    expect(httpEmail.name.en).toBe('HTTP e-mail');
    expect(httpEmail.name.de).toBeTruthy();
    expect(httpEmail.name.de).not.toBe(httpEmail.name.en);
  });

  it('answers one factory, and 404 for an unknown one', async () => {
    expect((await client.get('/api/connector-factories/http-sms')).body.type).toBe('Sms');
    expect((await client.get('/api/connector-factories/twilio')).status).toBe(404);
  });
});

describe('verification codes by e-mail through SMTP', () => {
  it('answers 501 connector.not_found while the tenant has no e-mail connector', async () => {
    const { status, body } = await client.post('/api/verification-codes', {
      email: 'nobody@example.com',
    });
    expect({ status, code: body.code }).toEqual({ status: 501, code: 'connector.not_found' });
  });

  it('refuses a configuration its factory does not accept', async () => {
    const { status, body } = await client.post('/api/connectors', {
      connectorId: 'simple-mail-transfer-protocol',
      config: { host: '127.0.0.1' },
    });
    expect({ status, code: body.code }).toEqual({
      status: 400,
      code: 'connector.invalid_config_guard',
    });
  });

  it('stores the SMTP configuration sealed, answers it opened', async () => {
    const { status, body } = await client.post('/api/connectors', {
      connectorId: 'simple-mail-transfer-protocol',
      config: smtpConfig(),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      connectorId: 'simple-mail-transfer-protocol',
      type: 'Email',
      config: smtpConfig(),
      syncProfile: false,
    });
    const [row] = await withTenant(db(), 'default', (tx) =>
      tx.select().from(connectors).where(eq(connectors.id, body.id)),
    );
    expect(row?.config.startsWith('enc:v1:')).toBe(true);
    expect(row?.config).not.toContain(smtpLogin.pass);
    expect((await client.get(`/api/connectors/${body.id}`)).body.config).toEqual(smtpConfig());
  });

  it('mails a 6-digit code that verifies once; a wrong code is refused', async () => {
    const email = 'ada@example.com';
    expect((await client.post('/api/verification-codes', { email })).status).toBe(204);
    const code = lastCodeTo(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = mailsTo(email)[0]!;
    expect(mail.raw).toContain('Your verification code');
    const wrong = code === '000001' ? '000002' : '000001';
    const mismatch = await client.post('/api/verification-codes/verify', {
      email,
      verificationCode: wrong,
    });
    expect({ status: mismatch.status, code: mismatch.body.code }).toEqual({
      status: 400,
      code: 'verification_code.code_mismatch',
    });
    const verified = await client.post('/api/verification-codes/verify', {
      email,
      verificationCode: code,
    });
    expect(verified.status).toBe(204);
    const again = await client.post('/api/verification-codes/verify', {
      email,
      verificationCode: code,
    });
    expect(again.body.code).toBe('verification_code.not_found');
  });

  it('stores only a hash of the code', async () => {
    const email = 'hash@example.com';
    await client.post('/api/verification-codes', { email });
    const code = lastCodeTo(email)!;
    const rows = await withTenant(db(), 'default', (tx) =>
      tx.select().from(verificationCodes).where(eq(verificationCodes.email, email)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('uses the tenant e-mail template of the purpose, filled with the code', async () => {
    const put = await client.put('/api/email-templates', {
      templates: [
        {
          languageTag: 'en',
          templateType: 'Generic',
          details: {
            subject: 'Gatehouse test code',
            content: 'Code for you: {{code}} (valid {{minutes}} min)',
            contentType: 'text/plain',
          },
        },
      ],
    });
    expect(put.status).toBe(200);
    const email = 'template@example.com';
    await client.post('/api/verification-codes', { email });
    const mail = mailsTo(email)[0]!;
    expect(mail.raw).toContain('Subject: Gatehouse test code');
    expect(mail.raw).toMatch(/Code for you: \d{6} \(valid 10 min\)/);
    await client.delete('/api/email-templates?languageTag=en');
  });

  it('refuses every guess after 10 wrong ones, even the right code', async () => {
    const email = 'guesser@example.com';
    await client.post('/api/verification-codes', { email });
    const code = lastCodeTo(email)!;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await client.post('/api/verification-codes/verify', {
        email,
        verificationCode: wrong,
      });
      expect(answer.body.code).toBe('verification_code.code_mismatch');
    }
    const blocked = await client.post('/api/verification-codes/verify', {
      email,
      verificationCode: code,
    });
    expect(blocked.body.code).toBe('verification_code.exceed_max_try');
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.com';
    await client.post('/api/verification-codes', { email });
    const code = lastCodeTo(email)!;
    await withTenant(db(), 'default', (tx) =>
      tx
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.email, email)),
    );
    const answer = await client.post('/api/verification-codes/verify', {
      email,
      verificationCode: code,
    });
    expect({ status: answer.status, code: answer.body.code }).toEqual({
      status: 400,
      code: 'verification_code.expired',
    });
  });

  it('answers 429 after five codes to one address within ten minutes', async () => {
    const email = 'flood@example.com';
    for (let sent = 0; sent < 5; sent += 1)
      expect((await client.post('/api/verification-codes', { email })).status).toBe(204);
    const sixth = await client.post('/api/verification-codes', { email });
    expect({ status: sixth.status, code: sixth.body.code }).toEqual({
      status: 429,
      code: 'request.message_rate_limited',
    });
    expect(mailsTo(email)).toHaveLength(5);
  });

  it('only the newest code of an address works', async () => {
    const email = 'twice@example.com';
    await client.post('/api/verification-codes', { email });
    const first = lastCodeTo(email)!;
    await client.post('/api/verification-codes', { email });
    const second = lastCodeTo(email)!;
    if (first !== second) {
      const old = await client.post('/api/verification-codes/verify', {
        email,
        verificationCode: first,
      });
      expect(old.body.code).toBe('verification_code.code_mismatch');
    }
    const fresh = await client.post('/api/verification-codes/verify', {
      email,
      verificationCode: second,
    });
    expect(fresh.status).toBe(204);
  });

  it('test-sends with an unsaved configuration, in the language asked for', async () => {
    const testSend = (email: string, locale: string) =>
      client.post('/api/connectors/simple-mail-transfer-protocol/test', {
        email,
        config: smtpConfig(),
        locale,
      });
    // No template: the built-in text in that language.
    expect((await testSend('probe-de@example.com', 'de')).status).toBe(204);
    expect(mailsTo('probe-de@example.com')[0]!.raw).toContain('lautet 000000');
    // The tenant's template of that language wins.
    await client.put('/api/email-templates', {
      templates: [
        {
          languageTag: 'de',
          templateType: 'Generic',
          details: { subject: 'Code', content: 'Hier: {{code}}', contentType: 'text/plain' },
        },
      ],
    });
    expect((await testSend('probe-de2@example.com', 'de')).status).toBe(204);
    expect(mailsTo('probe-de2@example.com')[0]!.raw).toContain('Hier: 000000');
    await client.delete('/api/email-templates?languageTag=de');
  });

  it('answers the connector error (not a stack) when the SMTP login is wrong', async () => {
    const answer = await client.post('/api/connectors/simple-mail-transfer-protocol/test', {
      email: 'probe2@example.com',
      config: { ...smtpConfig(), auth: { user: 'mailer', pass: 'wrong' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toMatch(/^connector\./);
    expect(JSON.stringify(answer.body)).not.toContain('wrong');
    expect(mailsTo('probe2@example.com')).toHaveLength(0);
  });
});

describe('verification codes by SMS through the HTTP SMS connector', () => {
  it('posts the code as JSON with the configured authorization, and verifies it', async () => {
    const created = await client.post('/api/connectors', {
      connectorId: 'http-sms',
      config: { endpoint: webhook.url, authorization: 'Bearer sms-token-1' },
    });
    expect(created.status).toBe(200);
    expect(created.body.type).toBe('Sms');
    const phone = '15551234567';
    expect((await client.post('/api/verification-codes', { phone })).status).toBe(204);
    const request = webhook.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer sms-token-1');
    const body = request.body as {
      to: string;
      type: string;
      payload: { code: string; locale: string };
    };
    expect(body).toMatchObject({ to: phone, type: 'Generic', payload: { locale: 'en' } });
    expect(body.payload.code).toMatch(/^\d{6}$/);
    const verified = await client.post('/api/verification-codes/verify', {
      phone,
      verificationCode: body.payload.code,
    });
    expect(verified.status).toBe(204);
  });

  it('normalises the phone number (national zero dropped) and refuses an impossible one', async () => {
    expect((await client.post('/api/verification-codes', { phone: '49015112345678' })).status).toBe(
      204,
    );
    const body = webhook.requests.at(-1)!.body as { to: string; payload: { code: string } };
    expect(body.to).toBe('4915112345678');
    const verified = await client.post('/api/verification-codes/verify', {
      phone: '4915112345678',
      verificationCode: body.payload.code,
    });
    expect(verified.status).toBe(204);
    const invalid = await client.post('/api/verification-codes', { phone: '15550001' });
    expect({ status: invalid.status, code: invalid.body.code }).toEqual({
      status: 422,
      code: 'user.invalid_phone',
    });
  });

  it('answers connector.invalid_response when the provider fails, and a retry works', async () => {
    const phone = '15559876543';
    webhook.state.status = 500;
    const failed = await client.post('/api/verification-codes', { phone });
    expect({ status: failed.status, code: failed.body.code }).toEqual({
      status: 400,
      code: 'connector.invalid_response',
    });
    webhook.state.status = 204;
    expect((await client.post('/api/verification-codes', { phone })).status).toBe(204);
    const code = (webhook.requests.at(-1)!.body as { payload: { code: string } }).payload.code;
    const verified = await client.post('/api/verification-codes/verify', {
      phone,
      verificationCode: code,
    });
    expect(verified.status).toBe(204);
  });
});

describe('HTTP e-mail connector', () => {
  it('replaces the SMTP connector: one e-mail connector per tenant', async () => {
    const created = await client.post('/api/connectors', {
      connectorId: 'http-email',
      config: { endpoint: webhook.url },
    });
    expect(created.status).toBe(200);
    const list = await client.get('/api/connectors');
    const emailConnectors = list.body.filter(({ type }: { type: string }) => type === 'Email');
    expect(emailConnectors.map(({ connectorId }: { connectorId: string }) => connectorId)).toEqual([
      'http-email',
    ]);
    const email = 'hook@example.com';
    expect((await client.post('/api/verification-codes', { email })).status).toBe(204);
    expect(webhook.requests.at(-1)!.body).toMatchObject({ to: email, type: 'Generic' });
    expect(webhook.requests.at(-1)!.headers.authorization).toBeUndefined();
  });
});

describe('connector rules', () => {
  const oidcConfig = {
    clientId: 'client',
    clientSecret: 'secret',
    authorizationEndpoint: 'https://idp.example.com/auth',
    tokenEndpoint: 'https://idp.example.com/token',
  };

  it('a standard social connector needs a target, and one per target', async () => {
    const noTarget = await client.post('/api/connectors', {
      connectorId: 'oidc',
      config: oidcConfig,
    });
    expect(noTarget.body.code).toBe('connector.should_specify_target');
    const first = await client.post('/api/connectors', {
      connectorId: 'oidc',
      config: oidcConfig,
      metadata: { target: 'acme', name: { en: 'Acme' } },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ target: 'acme', name: { en: 'Acme' }, type: 'Social' });
    const clash = await client.post('/api/connectors', {
      connectorId: 'oidc',
      config: oidcConfig,
      metadata: { target: 'acme' },
    });
    expect({ status: clash.status, code: clash.body.code }).toEqual({
      status: 422,
      code: 'connector.multiple_target_with_same_platform',
    });
    expect((await client.get('/api/connectors?target=acme')).body).toHaveLength(1);
  });

  it('refuses an unknown factory, profile sync on e-mail, metadata on a non-standard one', async () => {
    const unknown = await client.post('/api/connectors', { connectorId: 'twilio-sms' });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 422,
      code: 'connector.not_found_with_connector_id',
    });
    const sync = await client.post('/api/connectors', {
      connectorId: 'http-email',
      config: { endpoint: webhook.url },
      syncProfile: true,
    });
    expect(sync.status).toBe(422);
    const metadata = await client.post('/api/connectors', {
      connectorId: 'http-email',
      config: { endpoint: webhook.url },
      metadata: { name: { en: 'Mine' } },
    });
    expect(metadata.body.code).toBe(
      'connector.cannot_overwrite_metadata_for_non_standard_connector',
    );
  });

  it('patches the configuration (sealed again) and deletes', async () => {
    const [sms] = (await client.get('/api/connectors')).body.filter(
      ({ type }: { type: string }) => type === 'Sms',
    );
    const patched = await client.patch(`/api/connectors/${sms.id}`, {
      config: { endpoint: webhook.url, authorization: 'Bearer rotated' },
    });
    expect(patched.body.config.authorization).toBe('Bearer rotated');
    const bad = await client.patch(`/api/connectors/${sms.id}`, { config: { endpoint: 'nope' } });
    expect(bad.body.code).toBe('connector.invalid_config_guard');
    expect((await client.delete(`/api/connectors/${sms.id}`)).status).toBe(204);
    expect((await client.get(`/api/connectors/${sms.id}`)).status).toBe(404);
    const none = await client.post('/api/verification-codes', { phone: '15550000000' });
    expect(none.status).toBe(501);
  });
});

describe('email templates', () => {
  it('puts, lists, reads, patches and deletes templates per language and purpose', async () => {
    const put = await client.put('/api/email-templates', {
      templates: [
        {
          languageTag: 'fr',
          templateType: 'SignIn',
          details: { subject: 'S', content: 'C {{code}}' },
        },
        { languageTag: 'fr', templateType: 'Register', details: { subject: 'R', content: 'C' } },
        { languageTag: 'de', templateType: 'SignIn', details: { subject: 'D', content: 'C' } },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body).toHaveLength(3);
    const again = await client.put('/api/email-templates', {
      templates: [
        { languageTag: 'fr', templateType: 'SignIn', details: { subject: 'S2', content: 'C2' } },
      ],
    });
    expect(again.body[0].subject).toBeUndefined();
    expect(again.body[0].details.subject).toBe('S2');
    const fr = await client.get('/api/email-templates?languageTag=fr');
    expect(fr.body).toHaveLength(2);
    const signIn = await client.get('/api/email-templates?templateType=SignIn');
    expect(signIn.body).toHaveLength(2);
    const id = again.body[0].id;
    expect((await client.get(`/api/email-templates/${id}`)).body.details.subject).toBe('S2');
    const patched = await client.patch(`/api/email-templates/${id}/details`, { subject: 'S3' });
    expect(patched.body.details).toEqual({ subject: 'S3', content: 'C2' });
    const refused = await client.delete('/api/email-templates');
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 422,
      code: 'connector.email_connector.bulk_deletion_no_filter',
    });
    expect((await client.delete(`/api/email-templates/${id}`)).status).toBe(204);
    expect((await client.get(`/api/email-templates/${id}`)).status).toBe(404);
    expect((await client.delete('/api/email-templates?languageTag=fr')).body).toEqual({
      rowCount: 1,
    });
  });
});
