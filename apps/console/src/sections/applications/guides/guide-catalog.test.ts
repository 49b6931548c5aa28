import { describe, expect, it } from 'vitest';
import { guides } from './guide-catalog.ts';
import { buildGuideValues, pickSecret } from './guide-values.ts';

const application = (type: 'SPA' | 'Traditional' | 'Native' | 'MachineToMachine') => ({
  id: 'app1234567890abcdefgh',
  type,
  oidcClientMetadata: {
    redirectUris: type === 'Native' ? ['io.acme.app://callback'] : ['https://acme.example/auth/cb'],
    postLogoutRedirectUris: type === 'Native' ? [] : ['https://acme.example/'],
  },
});

describe('integration guides', () => {
  it.each(guides.map((guide) => [guide.id, guide] as const))(
    '%s fills in the real app id, secret, endpoint and redirect URI',
    (_id, guide) => {
      const type = guide.appTypes[0] ?? 'SPA';
      const app = application(type as 'SPA');
      const values = buildGuideValues({
        guide,
        application: app,
        endpoint: 'http://tenant.test:3001/',
        secret: 'SeCrEt32charactersLongValue00001',
        resource: 'https://api.acme.example',
        cookieSecret: 'cookie-secret',
      });
      const code = guide
        .steps(values)
        .flatMap((step) => step.snippets ?? [])
        .map((snippet) => snippet.code)
        .join('\n');
      expect(code).toContain('app1234567890abcdefgh');
      expect(code).toMatch(/http:\/\/tenant\.test:3001(\/oidc)?['"]/);
      // Express derives its callback from the base URL, which is what its sample holds.
      if (guide.usesRedirectUris) {
        expect(code).toContain(guide.id === 'express' ? values.baseUrl : values.redirectUri);
      }
      if (type === 'Traditional' || type === 'MachineToMachine') {
        expect(code).toContain('SeCrEt32charactersLongValue00001');
      } else {
        expect(code).not.toContain('SeCrEt32charactersLongValue00001');
      }
      if (type === 'MachineToMachine') expect(code).toContain('https://api.acme.example');
    },
  );

  it('keeps a registered redirect URI and falls back to the sample URL without one', () => {
    const react = guides.find((guide) => guide.id === 'react');
    if (!react) throw new Error('react guide missing');
    const base = { guide: react, endpoint: 'http://t.test', cookieSecret: 'x' };
    expect(buildGuideValues({ ...base, application: application('SPA') }).redirectUri).toBe(
      'https://acme.example/auth/cb',
    );
    const bare = {
      ...application('SPA'),
      oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
    };
    expect(buildGuideValues({ ...base, application: bare }).redirectUri).toBe(
      'http://localhost:5173/callback',
    );
  });

  it('express uses its fixed callback path on the registered origin', () => {
    const express = guides.find((guide) => guide.id === 'express');
    if (!express) throw new Error('express guide missing');
    const values = buildGuideValues({
      guide: express,
      application: application('Traditional'),
      endpoint: 'http://t.test',
      cookieSecret: 'x',
    });
    expect(values.redirectUri).toBe('https://acme.example/logto/sign-in-callback');
    expect(values.postLogoutRedirectUri).toBe('https://acme.example');
  });

  it('picks the newest unexpired secret, else the legacy one', () => {
    const secret = (name: string, createdAt: number, expiresAt: number | null) => ({
      tenantId: 't',
      applicationId: 'a',
      name,
      value: `v-${name}`,
      createdAt,
      expiresAt,
    });
    expect(
      pickSecret(
        { secret: 'legacy' },
        [secret('old', 1, null), secret('new', 2, null), secret('gone', 3, 5)],
        10,
      ),
    ).toBe('v-new');
    expect(pickSecret({ secret: 'legacy' }, [secret('gone', 3, 5)], 10)).toBe('legacy');
  });
});
