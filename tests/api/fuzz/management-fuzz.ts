import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../helpers/api-client.ts';
import type { RunningServer } from '../helpers/server.ts';
import { emptyFindings, runCases } from './fuzz-runner.ts';
import { announceSeed, errorLogMessages, randomFor, startFuzzServer } from './fuzz-setup.ts';
import { casesFor, type Operation, type RealParameter } from './openapi-cases.ts';

/** The management areas, split over files so each stays within its time budget. */
export const managementAreaGroups = {
  applicationsResources: ['applications', 'resources'],
  rolesUsersLogs: ['roles', 'users', 'logs', 'dashboard'],
  signInConfiguration: [
    'sign-in-exp',
    'custom-phrases',
    'connectors',
    'connector-factories',
    'email-templates',
    'verification-codes',
    'sentinel-activities',
  ],
  accountSecurity: ['account-center', 'captcha-provider'],
  organizations: [
    'organizations',
    'organization-roles',
    'organization-scopes',
    'organization-invitations',
  ],
  enterpriseSsoSaml: ['sso-connectors', 'sso-connector-providers', 'saml-applications'],
};

const areaOf = (operation: Operation) => operation.path.split('/')[2] ?? '';
// The Account and Verifications APIs take a user's token too, but are not the management API.
const userTokenAreas = new Set(['my-account', 'verifications']);
const isManagement = (operation: Operation) =>
  operation.security.includes('bearerAuth') &&
  operation.path.startsWith('/api/') &&
  !userTokenAreas.has(areaOf(operation));

/**
 * Declares the management API fuzz for the operations of some areas (the first path segment
 * after `/api`), generated from GET /api/swagger.json: hostile path ids, query values and bodies
 * (see openapi-cases.ts). None may answer 5xx or log at error level, and no failed write may leave
 * a stored change behind. The areas are split over files so each stays within its time budget.
 */
export const describeManagementFuzz = (name: string, areas: string[]) => {
  const seed = announceSeed(name);
  let server: RunningServer;
  let setup: Awaited<ReturnType<typeof startFuzzServer>>;
  let client: ApiClient;
  let realParameter: RealParameter;
  let messageReceiver: Server;

  const created = async (response: Promise<{ status: number; body: { id?: string } }>) => {
    const { status, body } = await response;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body.id!;
  };

  beforeAll(async () => {
    // Where the e-mail and SMS connectors deliver: codes sent by the fuzz arrive somewhere real.
    messageReceiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(204).end());
    });
    await new Promise<void>((resolve) => messageReceiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(messageReceiver.address() as AddressInfo).port}`;
    setup = await startFuzzServer();
    server = setup.server;
    client = createApiClient({ origin: server.mainUrl, token: setup.managementToken });
    const resourceId = await created(
      client.post('/api/resources', { name: 'Fuzz', indicator: 'https://fuzz.example.com/api' }),
    );
    const scopeId = await created(
      client.post(`/api/resources/${resourceId}/scopes`, { name: 'read' }),
    );
    const roleId = await created(
      client.post('/api/roles', { name: 'fuzz-role', description: 'r' }),
    );
    const userId = await created(
      client.post('/api/users', { username: 'fuzz_user', password: 'Fuzz-pass-1234' }),
    );
    const applicationId = await created(
      client.post('/api/applications', { name: 'Fuzz app', type: 'MachineToMachine' }),
    );
    await created(
      client.post(`/api/applications/${applicationId}/secrets`, { name: 'fuzz-secret' }),
    );
    const connectorId = await created(
      client.post('/api/connectors', {
        connectorId: 'http-email',
        config: { endpoint: `${receiverUrl}/mail` },
      }),
    );
    await created(
      client.post('/api/connectors', {
        connectorId: 'http-sms',
        config: { endpoint: `${receiverUrl}/sms` },
      }),
    );
    const templates = await client.put<{ id: string }[]>('/api/email-templates', {
      templates: [
        {
          languageTag: 'en',
          templateType: 'SignIn',
          details: { subject: 'Code', content: 'Your code is {{code}}', contentType: 'text/plain' },
        },
      ],
    });
    expect(templates.status, JSON.stringify(templates.body)).toBeLessThan(300);
    const phrases = await client.put('/api/custom-phrases/de', {});
    expect(phrases.status, JSON.stringify(phrases.body)).toBeLessThan(300);
    const logs = await client.get<{ id: string }[]>('/api/logs?page_size=1');
    const byCollection: Record<string, string | undefined> = {
      applications: applicationId,
      resources: resourceId,
      roles: roleId,
      users: userId,
      logs: logs.body[0]?.id,
      connectors: connectorId,
      'connector-factories': 'http-email',
      'email-templates': templates.body[0]?.id,
    };
    const byName: Record<string, string> = {
      applicationId,
      resourceId,
      scopeId,
      roleId,
      userId,
      name: 'fuzz-secret',
      target: 'fuzz-connector',
      tenantId: 'default',
      factoryId: 'http-email',
      languageTag: 'de',
    };
    realParameter = (operation, name) =>
      name === 'id' ? byCollection[operation.path.split('/')[2] ?? ''] : byName[name];
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => messageReceiver?.close(resolve));
  });

  const isFuzzed = (operation: Operation) =>
    isManagement(operation) && areas.includes(areaOf(operation));

  describe(`fuzzing the management API (${areas.join(', ')}) from its OpenAPI document`, () => {
    it('answers no hostile request with 5xx and stores nothing on a failed write', async () => {
      const operations = setup.operations.filter(isFuzzed);
      expect(new Set(operations.map(areaOf))).toEqual(new Set(areas));
      const findings = emptyFindings();
      const target = {
        origin: server.mainUrl,
        headers: { authorization: `Bearer ${setup.managementToken}` },
        tenantId: 'default',
      };
      for (const operation of operations) {
        const cases = casesFor(operation, {
          random: randomFor(seed, operation),
          realParameter,
          bodyLimit: server.gatehouse.context.env.BODY_LIMIT,
        });
        await runCases(server.gatehouse.context.database.db, operation, cases, target, findings);
      }
      console.info(
        `${name}: ${findings.requests} requests, ${operations.length} operations, ` +
          `${Math.round(findings.stateCheckMs)} ms comparing stored state`,
      );
      expect(findings.serverErrors).toEqual([]);
      expect(findings.storedChanges).toEqual([]);
      expect(errorLogMessages(setup.errorLogs)).toEqual([]);
    }, 240_000);

    it('leaves no management area of the document unfuzzed', () => {
      const documented = new Set(setup.operations.filter(isManagement).map(areaOf));
      expect([...documented].sort()).toEqual(Object.values(managementAreaGroups).flat().sort());
    });
  });
};
