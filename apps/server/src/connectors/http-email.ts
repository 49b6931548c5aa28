import { z } from 'zod';
import { type ConnectorDefinition, letterLogo } from './connector-kit.ts';
import { postToWebhook, type WebhookConfig } from './http-webhook.ts';

const webhookConfigGuard = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  authorization: z.string().optional(),
});

const webhookFormItems = [
  {
    key: 'endpoint',
    label: 'Endpoint',
    type: 'Text' as const,
    required: true,
    placeholder: 'https://example.com/send',
    description: 'Gatehouse posts { to, type, payload: { code, locale } } here as JSON.',
  },
  {
    key: 'authorization',
    label: 'Authorization',
    type: 'Text' as const,
    required: false,
    isConfidential: true,
    placeholder: 'Bearer <token>',
    description: 'Sent as the Authorization header of every request.',
  },
];

export const httpEmailConnector: ConnectorDefinition<WebhookConfig> = {
  phraseKey: 'http_email',
  metadata: {
    id: 'http-email',
    target: 'http-email',
    type: 'Email',
    platform: null,
    logo: letterLogo('@', '#5d34f2'),
    logoDark: null,
    readme: 'Posts each e-mail as JSON to an endpoint you run, which delivers it.',
    configTemplate: JSON.stringify({ endpoint: 'https://example.com/send', authorization: '' }),
    formItems: webhookFormItems,
    isStandard: false,
  },
  configGuard: webhookConfigGuard,
  send: postToWebhook,
};

export const httpSmsConnector: ConnectorDefinition<WebhookConfig> = {
  phraseKey: 'http_sms',
  metadata: {
    id: 'http-sms',
    target: 'http-sms',
    type: 'Sms',
    platform: null,
    logo: letterLogo('SMS', '#0a8a5f'),
    logoDark: null,
    readme: 'Posts each text message as JSON to an endpoint you run, which delivers it.',
    configTemplate: JSON.stringify({ endpoint: 'https://example.com/sms', authorization: '' }),
    formItems: webhookFormItems,
    isStandard: false,
  },
  configGuard: webhookConfigGuard,
  send: postToWebhook,
};
