/// <reference path="./organization-internals.d.ts" />

import Provider from 'oidc-provider';
import * as clientCredentialsGrant from 'oidc-provider/lib/actions/grants/client_credentials.js';
import { describe, expect, it } from 'vitest';
import {
  addConsentedOrganizations,
  consentedOrganizationsOf,
  keepConsentedOrganizations,
} from './organization-consent.ts';

// The oidc-provider internals organization tokens reach below its public API (the version is
// pinned and checked by oidc-provider-internals.test.ts): the client_credentials grant module that
// organization-client-credentials.ts re-registers, and the Grant payload field list that
// organization-consent.ts extends.

const newProvider = () => new Provider('http://127.0.0.1/oidc', {});

describe('client_credentials grant module (organization-client-credentials.ts)', () => {
  it('exports the handler, its parameters and its grant type', () => {
    expect(clientCredentialsGrant.handler).toBeTypeOf('function');
    expect(clientCredentialsGrant.handler.length).toBe(3);
    expect([...clientCredentialsGrant.parameters]).toEqual(['scope']);
    expect((clientCredentialsGrant as { grantType?: unknown }).grantType).toBe(
      'client_credentials',
    );
  });

  it('takes resolveRequestedResources and applyAuthorizationDetails from the helpers argument', () => {
    const source = clientCredentialsGrant.handler.toString();
    const destructured = /const\s*\{([^}]*)\}\s*=\s*helpers;/.exec(source)?.[1] ?? '';
    expect(destructured).toContain('resolveRequestedResources');
    expect(destructured).toContain('applyAuthorizationDetails');
    // The token is saved after the swapped step, so the organization audience reaches the JWT.
    expect(source.indexOf('applyAuthorizationDetails(ctx, token)')).toBeLessThan(
      source.indexOf('token.save()'),
    );
  });
});

describe('Grant payload with consented organizations (organization-consent.ts)', () => {
  it('keeps organizationIds through save and find', async () => {
    const provider = newProvider();
    keepConsentedOrganizations(provider);
    const grant = new provider.Grant({ accountId: 'user-1', clientId: 'app-1' });
    addConsentedOrganizations(grant, ['acme', 'globex', 'acme']);
    const grantId = await grant.save();
    const found = await provider.Grant.find(grantId);
    expect(consentedOrganizationsOf(found!)).toEqual(['acme', 'globex']);
  });

  it('changes only the Grant class of that provider, once', () => {
    const patched = newProvider();
    keepConsentedOrganizations(patched);
    keepConsentedOrganizations(patched);
    const fields = (provider: Provider) =>
      (provider.Grant as unknown as { IN_PAYLOAD: string[] }).IN_PAYLOAD;
    expect(fields(patched).filter((field) => field === 'organizationIds')).toHaveLength(1);
    expect(fields(newProvider())).not.toContain('organizationIds');
  });

  it('reads no organizations from a grant without them', () => {
    const provider = newProvider();
    expect(consentedOrganizationsOf(new provider.Grant({ accountId: 'u', clientId: 'c' }))).toEqual(
      [],
    );
  });
});
