import type { Connector } from '@gatehouse/schemas/entities/connector';
import type { EmailTemplate } from '@gatehouse/schemas/entities/email-template';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';
import {
  connectorOf,
  httpSmsFactory,
  oidcFactory,
  smtpFactory,
  templateOf,
} from './connector-fixtures.ts';

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

type TestAnswer = { status: number; body?: unknown };

/** A fake management API keeping connectors and templates in memory, like the server does. */
const fakeServer = (
  state: { connectors?: Connector[]; templates?: EmailTemplate[]; testAnswer?: TestAnswer } = {},
) => {
  const connectors = state.connectors ?? [];
  const templates = state.templates ?? [];
  const factories = [smtpFactory, httpSmsFactory, oidcFactory];
  const calls = fakeApi(({ method, path, url, body }) => {
    const fields = body as Record<string, unknown>;
    if (url.origin === 'http://admin.test' && path === '/me') {
      return Response.json({ id: 'u1', name: 'Ada', customData: {}, hasPassword: true });
    }
    if (path === '/connector-factories') return Response.json(factories);
    const factory = path.match(/^\/connector-factories\/([^/]+)$/);
    if (factory) {
      const found = factories.find((item) => item.id === factory[1]);
      return found ? Response.json(found) : undefined;
    }
    if (path === '/connectors' && method === 'GET') return Response.json(connectors);
    if (path === '/connectors' && method === 'POST') {
      const kind = factories.find((item) => item.id === fields.connectorId);
      if (!kind) return undefined;
      const created = connectorOf(
        kind,
        'conn00000000000000001',
        fields.config as Record<string, unknown>,
      );
      connectors.push(created);
      return Response.json(created);
    }
    if (/^\/connectors\/[^/]+\/test$/.test(path) && method === 'POST') {
      const answer = state.testAnswer ?? { status: 204 };
      return answer.body
        ? Response.json(answer.body, { status: answer.status })
        : new Response(null, { status: answer.status });
    }
    const detail = path.match(/^\/connectors\/([^/]+)$/);
    const found = detail && connectors.find((item) => item.id === detail[1]);
    if (found && method === 'GET') return Response.json(found);
    if (found && method === 'PATCH') return Response.json(Object.assign(found, fields));
    if (found && method === 'DELETE') {
      connectors.splice(connectors.indexOf(found), 1);
      return new Response(null, { status: 204 });
    }
    if (path === '/email-templates' && method === 'GET') return Response.json(templates);
    if (path === '/email-templates' && method === 'PUT') {
      const [input] = (fields as { templates: Omit<EmailTemplate, 'id' | 'tenantId'>[] }).templates;
      const saved = templateOf({ ...input, id: 'tmpl00000000000000002' });
      templates.push(saved);
      return Response.json([saved]);
    }
    const template = path.match(/^\/email-templates\/([^/]+)$/);
    if (template && method === 'DELETE') {
      templates.splice(
        templates.findIndex((item) => item.id === template[1]),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { calls, connectors, templates };
};

const slow = { timeout: 8000 };

describe('connectors section', () => {
  it('redirects to the passwordless tab, then creates an SMTP connector from its guide', async () => {
    const { calls } = fakeServer();
    await renderConsole('/console/connectors');
    await waitFor(() => expect(window.location.pathname).toBe('/console/connectors/passwordless'));
    expect(await screen.findByText('No e-mail connector yet', undefined, slow)).toBeTruthy();
    expect(screen.getByText('No SMS connector yet')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('link', { name: 'Add e-mail connector' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add e-mail connector' }, slow);
    expect(window.location.pathname).toBe('/console/connectors/passwordless/create/email');
    // Only e-mail factories are offered, with their description.
    expect(within(dialog).getByRole('radio', { name: 'SMTP' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: 'HTTP SMS' })).toBeNull();
    expect(within(dialog).getByText('Sends e-mail through your own SMTP server.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/console/connectors/passwordless/guide/simple-mail-transfer-protocol',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Set up SMTP' }, slow)).toBeTruthy();
    // Labels come from the console's phrases; the port starts at the factory's default.
    const port = screen.getByRole('textbox', { name: /Port/ }) as HTMLInputElement;
    expect(port.value).toBe('587');
    // The confidential login is masked.
    const login = screen.getByLabelText(/Login/) as HTMLInputElement;
    expect(login.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Save and done' }));
    expect(await screen.findByText('Please enter Host.')).toBeTruthy();
    expect(screen.getByText('Please enter From address.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Host/ }), {
      target: { value: 'mail.example.com' },
    });
    fireEvent.change(port, { target: { value: '25x' } });
    fireEvent.change(login, { target: { value: '{"user": "ada"' } });
    fireEvent.change(screen.getByRole('textbox', { name: /From address/ }), {
      target: { value: 'no-reply@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and done' }));
    expect(await screen.findByText('Enter a whole number.')).toBeTruthy();
    expect(screen.getByText('Enter valid JSON.')).toBeTruthy();

    fireEvent.change(port, { target: { value: '2525' } });
    fireEvent.change(login, { target: { value: '{"user": "ada", "pass": "s3cret"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and done' }));

    await waitFor(() =>
      expect(window.location.pathname).toBe(
        '/console/connectors/passwordless/conn00000000000000001',
      ),
    );
    const create = calls.find((call) => call.method === 'POST' && call.path === '/connectors');
    expect(create?.body).toEqual({
      connectorId: 'simple-mail-transfer-protocol',
      config: {
        host: 'mail.example.com',
        port: 2525,
        auth: { user: 'ada', pass: 's3cret' },
        fromEmail: 'no-reply@example.com',
        secure: false,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'SMTP' }, slow)).toBeTruthy();
  });

  it('sends a test and shows the connector error code in words, never the server text', async () => {
    const smtp = connectorOf(smtpFactory, 'conn00000000000000001', {
      host: 'mail.example.com',
      port: 2525,
      fromEmail: 'no-reply@example.com',
    });
    const state = {
      connectors: [smtp],
      testAnswer: {
        status: 400,
        body: {
          code: 'connector.invalid_response',
          message: 'The connector failed: at Socket.onData (smtp-connection.js:12)',
          data: { reason: 'EAUTH', responseCode: 535 },
        },
      } as TestAnswer,
    };
    const { calls } = fakeServer(state);
    await renderConsole('/console/connectors/passwordless/conn00000000000000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'SMTP' }, slow)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Host/ }) as HTMLInputElement).value).toBe(
      'mail.example.com',
    );

    const address = screen.getByRole('textbox', { name: 'E-mail address' });
    fireEvent.change(address, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(
      await screen.findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeTruthy();

    fireEvent.change(address, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    const message = await screen.findByText(
      'The provider answered with an error; check the login and the sender.',
      undefined,
      slow,
    );
    const alert = message.closest('[role="alert"]');
    expect(alert?.textContent).toContain('The test message was not sent.');
    expect(alert?.textContent).toContain('Error code: connector.invalid_response (EAUTH 535)');
    expect(document.body.textContent).not.toContain('smtp-connection.js');
    const test = calls.find((call) => call.path.endsWith('/test'));
    expect(test?.path).toBe('/connectors/simple-mail-transfer-protocol/test');
    expect(test?.body).toMatchObject({
      email: 'ada@example.com',
      locale: 'en',
      config: { host: 'mail.example.com', port: 2525, fromEmail: 'no-reply@example.com' },
    });

    state.testAnswer = { status: 204 };
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(
      await screen.findByText(
        'Test message sent. Check the inbox of ada@example.com.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('edits a connector through the save bar and deletes it after confirming', async () => {
    const sms = connectorOf(httpSmsFactory, 'conn00000000000000002', {
      endpoint: 'https://sms.example.com/send',
      authorization: 'Bearer old',
    });
    const { calls, connectors } = fakeServer({ connectors: [sms] });
    await renderConsole('/console/connectors/passwordless/conn00000000000000002');
    const endpoint = (await screen.findByRole(
      'textbox',
      { name: /Endpoint/ },
      slow,
    )) as HTMLInputElement;
    fireEvent.change(endpoint, { target: { value: 'https://sms.example.com/v2' } });
    const bar = await screen.findByRole('region', { name: 'You have unsaved changes.' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      const patch = calls.find((call) => call.method === 'PATCH');
      expect(patch?.body).toEqual({
        config: { endpoint: 'https://sms.example.com/v2', authorization: 'Bearer old' },
      });
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete HTTP SMS?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/console/connectors/passwordless'));
    expect(connectors).toHaveLength(0);
    expect(await screen.findByText('No SMS connector yet', undefined, slow)).toBeTruthy();
  });

  it('lists social connectors and creates a standard one with its target', async () => {
    const { calls } = fakeServer();
    await renderConsole('/console/connectors/social');
    expect(await screen.findByText('No social connectors yet', undefined, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add social connector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add social connector' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/console/connectors/social/guide/oidc'),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /Client ID/ }, slow), {
      target: { value: 'client-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and done' }));
    expect(await screen.findByText('Please enter Target.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Target/ }), {
      target: { value: 'acme-idp' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Button name/ }), {
      target: { value: 'Acme' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and done' }));
    await waitFor(() => {
      const create = calls.find((call) => call.method === 'POST');
      expect(create?.body).toEqual({
        connectorId: 'oidc',
        config: { clientId: 'client-1', tokenEndpointAuthMethod: 'client_secret_basic' },
        metadata: { target: 'acme-idp', name: { en: 'Acme' } },
        syncProfile: false,
      });
    });
    await waitFor(() =>
      expect(window.location.pathname).toBe('/console/connectors/social/conn00000000000000001'),
    );
  });

  it('adds, previews safely and deletes e-mail templates', async () => {
    const { calls } = fakeServer({ templates: [templateOf()] });
    await renderConsole('/console/connectors/passwordless');
    expect(await screen.findByText('Your code', undefined, slow)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'E-mail templates' });
    expect(within(table).getByText('Sign-in')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    const editor = await screen.findByRole('dialog', { name: 'Add e-mail template' });
    // Sign-in in English exists already: saving replaces it, and the editor says so.
    expect(within(editor).getByText(/exists already/)).toBeTruthy();
    fireEvent.change(within(editor).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Sign in with {{code}}' },
    });
    fireEvent.change(within(editor).getByRole('textbox', { name: /Content/ }), {
      target: { value: '<p>Your code is <b>{{code}}</b></p><script>parent.alert(1)</script>' },
    });
    fireEvent.change(within(editor).getByRole('textbox', { name: /Sender name/ }), {
      target: { value: 'Visit https://evil.example' },
    });
    const frame = within(editor).getByTitle('Preview of the e-mail') as HTMLIFrameElement;
    // An empty sandbox: no scripts, no same origin, whatever the template holds.
    expect(frame.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<b>123456</b>'));
    expect(within(editor).getByText('Sign in with 123456')).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: 'Save template' }));
    expect(await within(editor).findByText('URL is not allowed in sender name.')).toBeTruthy();
    fireEvent.change(within(editor).getByRole('textbox', { name: /Sender name/ }), {
      target: { value: 'Acme' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save template' }));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.body).toEqual({
        templates: [
          {
            languageTag: 'en',
            templateType: 'SignIn',
            details: {
              subject: 'Sign in with {{code}}',
              content: '<p>Your code is <b>{{code}}</b></p><script>parent.alert(1)</script>',
              contentType: 'text/html',
              sendFrom: 'Acme',
            },
          },
        ],
      });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Delete template Sign-in · English' }))[0]!,
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this template?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.method === 'DELETE' && call.path === '/email-templates/tmpl00000000000000001',
        ),
      ).toBe(true),
    );
  });
});
