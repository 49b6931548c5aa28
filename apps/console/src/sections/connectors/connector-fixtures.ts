import type { Connector, ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import type { EmailTemplate } from '@gatehouse/schemas/entities/email-template';

/** The SMTP factory as the server describes it (apps/server/src/connectors/smtp.ts), trimmed. */
export const smtpFactory: ConnectorFactory = {
  id: 'simple-mail-transfer-protocol',
  target: 'smtp',
  type: 'Email',
  platform: null,
  name: { en: 'SMTP', de: 'SMTP' },
  description: { en: 'Sends e-mail through your own SMTP server.' },
  logo: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  logoDark: null,
  readme: 'Sends e-mail through an SMTP server.',
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
    },
    { key: 'fromEmail', label: 'From', type: 'Text', required: true },
    { key: 'secure', label: 'TLS', type: 'Switch', defaultValue: false },
  ],
  isStandard: false,
};

export const httpSmsFactory: ConnectorFactory = {
  ...smtpFactory,
  id: 'http-sms',
  target: 'http-sms',
  type: 'Sms',
  name: { en: 'HTTP SMS' },
  description: { en: 'Posts each text message to your endpoint.' },
  formItems: [
    { key: 'endpoint', label: 'Endpoint', type: 'Text', required: true },
    { key: 'authorization', label: 'Authorization', type: 'Text', isConfidential: true },
  ],
};

export const oidcFactory: ConnectorFactory = {
  ...smtpFactory,
  id: 'oidc',
  target: 'oidc',
  type: 'Social',
  platform: 'Universal',
  name: { en: 'OIDC' },
  description: { en: 'Sign in with an OpenID Connect provider.' },
  formItems: [
    { key: 'clientId', label: 'Client ID', type: 'Text', required: true },
    {
      key: 'tokenEndpointAuthMethod',
      label: 'Token endpoint authentication',
      type: 'Select',
      selectItems: [
        { value: 'client_secret_basic', title: 'client_secret_basic' },
        { value: 'client_secret_post', title: 'client_secret_post' },
      ],
      defaultValue: 'client_secret_basic',
    },
  ],
  isStandard: true,
};

export const connectorOf = (
  factory: ConnectorFactory,
  id: string,
  config: Record<string, unknown>,
  extra: Partial<Connector> = {},
): Connector => ({
  ...factory,
  id,
  connectorId: factory.id,
  config,
  metadata: {},
  syncProfile: false,
  enableTokenStorage: false,
  ...extra,
});

export const templateOf = (extra: Partial<EmailTemplate> = {}): EmailTemplate => ({
  tenantId: 'default',
  id: 'tmpl00000000000000001',
  languageTag: 'en',
  templateType: 'SignIn',
  details: { subject: 'Your code', content: '<p>Code {{code}}</p>', contentType: 'text/html' },
  createdAt: 0,
  ...extra,
});
