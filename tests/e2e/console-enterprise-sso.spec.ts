import type { Page } from '@playwright/test';
import { blockingAxeFindings } from './fixtures/axe.ts';
import { expect, test } from './fixtures/console.ts';
import {
  deleteFromDetailPage,
  dialog,
  expectToast,
  openSection,
  openTab,
  saveSettings,
  uniqueSuffix,
} from './fixtures/console-helpers.ts';
import { waitUntilSettled, waitUntilStill } from './fixtures/still-page.ts';

// Issue 11 (console): an administrator adds an OIDC enterprise SSO connector with an e-mail
// domain, edits what the sign-in page shows and deletes it; then creates a SAML application, adds
// a signing certificate and maps attributes. Every page on the way is checked with axe.

type SsoConnectorBody = {
  id: string;
  connectorName: string;
  config: Record<string, unknown>;
  domains: string[];
  branding: { displayName?: string; logo?: string };
  syncProfile: boolean;
};
type SamlAppBody = { id: string; attributeMapping: Record<string, string> };
type SamlSecretBody = { id: string; active: boolean };

/** Serious or critical axe findings (WCAG 2.x A/AA) on what the page shows now. */
const axeFindings = async (page: Page) => {
  await waitUntilStill(page);
  return blockingAxeFindings(page);
};

const expectNoAxeFindings = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Let entrance transitions (modals, tabs) finish: axe reads the colours on screen.
  await waitUntilSettled(page);
  expect(await axeFindings(page)).toEqual([]);
};

test('an OIDC enterprise SSO connector is added with a domain, its experience edited, then deleted', async ({
  consolePage: page,
  api,
  gatehouse,
}) => {
  const name = `Acme OIDC ${uniqueSuffix()}`;
  const domain = `acme-${uniqueSuffix()}.example.com`;
  let connectorId = '';

  await test.step('open the list from the sidebar', async () => {
    await openSection(page, 'Enterprise SSO');
    await expect(page).toHaveURL(/\/console\/enterprise-sso$/);
    await expectNoAxeFindings(page);
  });

  await test.step('choose the OIDC provider, then a name', async () => {
    await page.getByRole('link', { name: 'Add enterprise connector' }).click();
    const create = dialog(page, 'Add enterprise SSO connector');
    await expect(create.getByRole('radio', { name: 'OIDC', exact: true })).toBeVisible();
    // Every provider's logo is served (they were 404s once).
    const logosLoaded = () =>
      create
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).naturalWidth > 0),
        );
    await expect.poll(async () => (await logosLoaded()).length).toBeGreaterThanOrEqual(6);
    await expect.poll(async () => (await logosLoaded()).every(Boolean)).toBe(true);
    await expectNoAxeFindings(page);
    await create.getByRole('radio', { name: 'OIDC', exact: true }).click();
    await create.getByRole('textbox', { name: 'Connector name' }).fill(name);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/enterprise-sso\/[^/]+\/connection$/);
    connectorId = /\/enterprise-sso\/([^/]+)\/connection$/.exec(page.url())?.[1] ?? '';
    const stored = await api.get<SsoConnectorBody>(`/sso-connectors/${connectorId}`);
    expect(stored.body.connectorName).toBe(name);
  });

  await test.step('connect the tenant itself as the OIDC identity provider', async () => {
    // Our redirect URI is offered to copy; no IdP-initiated tab for OIDC.
    await expect(page.getByText(`${gatehouse.mainUrl}/callback/sso/${connectorId}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'IdP-initiated SSO' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Issuer' }).fill('not a url');
    await page.getByRole('textbox', { name: 'Client ID' }).fill('e2e-client');
    await page.locator('input[type="password"]').fill('e2e-secret');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a valid http or https URL.')).toBeVisible();
    await expectNoAxeFindings(page);
    await page.getByRole('textbox', { name: 'Issuer' }).fill(`${gatehouse.mainUrl}/oidc`);
    await saveSettings(page);
    const stored = await api.get<SsoConnectorBody>(`/sso-connectors/${connectorId}`);
    expect(stored.body.config).toMatchObject({
      issuer: `${gatehouse.mainUrl}/oidc`,
      clientId: 'e2e-client',
    });
  });

  await test.step('route an e-mail domain and brand the sign-in button', async () => {
    await openTab(page, 'Experience');
    await expect(page).toHaveURL(/\/experience$/);
    const domains = page.getByRole('combobox', { name: 'E-mail domains' });
    await domains.fill('gmail.com');
    await domains.press('Enter');
    // A public e-mail domain is refused by the server and shown on the field.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Public email domains are not allowed.')).toBeVisible();
    // Backspace in the empty input removes the last domain.
    await domains.press('Backspace');
    await domains.fill(domain);
    await domains.press('Enter');
    await page.getByRole('textbox', { name: 'Display name' }).fill('Acme staff');
    await page.getByRole('switch', { name: /^Sync the profile at every sign-in/ }).check({
      force: true,
    });
    await expectNoAxeFindings(page);
    await saveSettings(page);
    const stored = await api.get<SsoConnectorBody>(`/sso-connectors/${connectorId}`);
    expect(stored.body.domains).toEqual([domain]);
    expect(stored.body.branding.displayName).toBe('Acme staff');
    expect(stored.body.syncProfile).toBe(true);
  });

  await test.step('the list shows the connector with its domain', async () => {
    await page.getByRole('link', { name: 'Back to Enterprise SSO' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(domain);
    await expect(row).toContainText('OIDC');
    await expectNoAxeFindings(page);
    await row.getByRole('link', { name }).click();
  });

  await test.step('delete it with confirmation', async () => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await deleteFromDetailPage(page, name, 'Enterprise SSO');
    const gone = await api.get(`/sso-connectors/${connectorId}`);
    expect(gone.status).toBe(404);
  });
});

test('a SAML application is created, gets a signing certificate and an attribute mapping', async ({
  consolePage: page,
  api,
  gatehouse,
}) => {
  const name = `Wiki ${uniqueSuffix()}`;
  let appId = '';

  await test.step('create a SAML app from its own button on the applications page', async () => {
    await openSection(page, 'Applications');
    await page.getByRole('link', { name: 'Create SAML app' }).click();
    const create = dialog(page, 'Create SAML app');
    await create.getByRole('textbox', { name: 'Application name' }).fill(name);
    await create.getByRole('button', { name: 'Create application' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/applications\/[^/]+\/settings$/);
    appId = /\/applications\/([^/]+)\/settings$/.exec(page.url())?.[1] ?? '';
    expect((await api.get(`/saml-applications/${appId}`)).status).toBe(200);
  });

  await test.step('settings: service provider values, then our IdP metadata', async () => {
    await expect(
      page.getByText(`${gatehouse.mainUrl}/api/saml-applications/${appId}/metadata`),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Assertion consumer service (ACS) URL' })
      .fill('https://sp.example.com/saml/acs');
    await page.getByRole('textbox', { name: 'Service provider entity ID' }).fill('urn:e2e:sp');
    await expectNoAxeFindings(page);
    await saveSettings(page);
    const stored = await api.get<{ acsUrl: { url: string } | null; entityId: string | null }>(
      `/saml-applications/${appId}`,
    );
    expect(stored.body.acsUrl?.url).toBe('https://sp.example.com/saml/acs');
    expect(stored.body.entityId).toBe('urn:e2e:sp');
  });

  await test.step('add a signing certificate', async () => {
    await page.getByRole('button', { name: 'Add certificate' }).click();
    const add = dialog(page, 'Add signing certificate');
    await expectNoAxeFindings(page);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Certificate added.');
    await expect(add).toBeHidden();
    const secrets = await api.get<SamlSecretBody[]>(`/saml-applications/${appId}/secrets`);
    expect(secrets.body.length).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: 'Signing certificates' })).toBeVisible();
    await expectNoAxeFindings(page);
  });

  await test.step('map attributes', async () => {
    await openTab(page, 'Attribute mapping');
    await expect(page).toHaveURL(/\/attribute-mapping$/);
    await expectNoAxeFindings(page);
    const before = await api.get<SamlAppBody>(`/saml-applications/${appId}`);
    const rows = Object.keys(before.body.attributeMapping).length;
    await page.getByRole('button', { name: 'Add attribute' }).click();
    const value = page.getByRole('textbox', { name: `SAML attribute name of row ${rows + 1}` });
    await value.fill('urn:oid:0.9.2342.19200300.100.1.1');
    const claim = await page
      .getByRole('combobox', { name: `User claim of row ${rows + 1}` })
      .inputValue();
    await saveSettings(page);
    const stored = await api.get<SamlAppBody>(`/saml-applications/${appId}`);
    expect(stored.body.attributeMapping[claim]).toBe('urn:oid:0.9.2342.19200300.100.1.1');
  });
});
