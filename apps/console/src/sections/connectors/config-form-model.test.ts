import type { ConnectorFactory } from '@gatehouse/schemas/entities/connector';
import { describe, expect, it } from 'vitest';
import { connectorFormSchema, isItemShown, toConfig, toFormValues } from './config-form-model.ts';

const factory: Pick<ConnectorFactory, 'formItems' | 'isStandard'> = {
  isStandard: false,
  formItems: [
    { key: 'host', label: 'Host', type: 'Text', required: true },
    { key: 'port', label: 'Port', type: 'Number', required: true, defaultValue: 587 },
    {
      key: 'auth',
      label: 'Login',
      type: 'Json',
      isConfidential: true,
      defaultValue: { user: '', pass: '' },
    },
    { key: 'profileMap', label: 'Profile', type: 'Json', defaultValue: { id: 'sub' } },
    { key: 'secure', label: 'TLS', type: 'Switch', defaultValue: false },
    {
      key: 'note',
      label: 'Note',
      type: 'MultilineText',
      showConditions: [{ targetKey: 'secure' }],
    },
  ],
};

describe('connector form model', () => {
  it('starts from the defaults, leaving a secret JSON template out', () => {
    expect(toFormValues(factory, undefined).config).toEqual({
      host: '',
      port: '587',
      auth: '',
      profileMap: JSON.stringify({ id: 'sub' }, null, 2),
      secure: false,
      note: '',
    });
  });

  it('turns values into the API configuration and keeps keys the form does not show', () => {
    const values = {
      host: ' mail.example.com ',
      port: '25',
      auth: '{"user":"u","pass":"p"}',
      profileMap: '',
      secure: true,
      note: 'line one\nline two',
    };
    expect(toConfig(factory, values, { customHeaders: { 'X-A': '1' }, host: 'old' })).toEqual({
      customHeaders: { 'X-A': '1' },
      host: 'mail.example.com',
      port: 25,
      auth: { user: 'u', pass: 'p' },
      secure: true,
      note: 'line one\nline two',
    });
  });

  it('refuses a missing required value, a non-integer and broken JSON', () => {
    const schema = connectorFormSchema(factory);
    const result = schema.safeParse({
      config: { host: '', port: '2.5', auth: '{', profileMap: '', secure: false, note: '' },
      target: '',
      displayName: '',
      syncProfile: false,
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['config.host', 'config.port', 'config.auth']);
  });

  it('shows an item only when its conditions hold', () => {
    const note = factory.formItems?.[5];
    expect(note && isItemShown(note, { secure: false })).toBe(false);
    expect(note && isItemShown(note, { secure: true })).toBe(true);
  });
});
