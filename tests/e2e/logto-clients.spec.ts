import { createApiClient, createManagementApi } from '@logto/api/management';
import * as oidc from 'openid-client';
import { expect, test } from './fixtures/gatehouse.ts';

// Logto's own clients, unchanged, against the running product: the wire-compatibility promise of
// the README ("Automation without the console").
const managementApiIndicator = 'https://default.logto.app/api';

test.describe('Logto clients against a fresh Gatehouse', () => {
  test('@logto/api reads the total user count with the bootstrap credentials', async ({
    gatehouse,
  }) => {
    const { apiClient } = createManagementApi('default', {
      clientId: gatehouse.clientId,
      clientSecret: gatehouse.clientSecret,
      baseUrl: gatehouse.mainUrl,
      apiIndicator: managementApiIndicator,
    });

    const { data, error, response } = await apiClient.GET('/api/dashboard/users/total');

    expect(error, `management API error: ${JSON.stringify(error)}`).toBeUndefined();
    expect(response.status).toBe(200);
    expect(Number.isInteger(data?.totalUserCount)).toBe(true);
    expect(data?.totalUserCount).toBeGreaterThanOrEqual(0);
  });

  test('openid-client gets a client-credentials token the management API accepts', async ({
    gatehouse,
  }) => {
    const issuer = `${gatehouse.mainUrl}/oidc`;
    const config = await test.step('discovery', () =>
      oidc.discovery(
        new URL(issuer),
        gatehouse.clientId,
        undefined,
        oidc.ClientSecretPost(gatehouse.clientSecret),
        { execute: [oidc.allowInsecureRequests] },
      ));
    expect(config.serverMetadata().issuer).toBe(issuer);

    const tokens = await test.step('client credentials grant', () =>
      oidc.clientCredentialsGrant(config, { resource: managementApiIndicator, scope: 'all' }));
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expiresIn()).toBeGreaterThan(0);

    await test.step('the management API accepts the token and refuses no token', async () => {
      const withToken = createApiClient({
        baseUrl: gatehouse.mainUrl,
        getToken: async () => tokens.access_token,
      });
      const accepted = await withToken.GET('/api/dashboard/users/total');
      expect(accepted.response.status).toBe(200);
      expect(Number.isInteger(accepted.data?.totalUserCount)).toBe(true);

      const anonymous = await fetch(`${gatehouse.mainUrl}/api/dashboard/users/total`);
      expect(anonymous.status).toBe(401);
    });
  });
});
