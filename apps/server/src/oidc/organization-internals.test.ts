/// <reference path="./organization-internals.d.ts" />

import * as clientCredentialsGrant from 'oidc-provider/lib/actions/grants/client_credentials.js';
import { describe, expect, it } from 'vitest';

// The oidc-provider internals organization tokens reach below its public API (the version is
// pinned and checked by oidc-provider-internals.test.ts): the client_credentials grant module that
// organization-client-credentials.ts re-registers. (Consented organizations no longer extend the
// Grant payload: they have their own table, decision 023.)

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
