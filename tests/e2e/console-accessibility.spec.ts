import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type ManagementApi, test } from './fixtures/console.ts';
import { uniqueSuffix } from './fixtures/console-helpers.ts';

// Issue 9 item 3: axe-core (WCAG 2.0 and 2.1, levels A and AA) finds no critical and no serious
// violation on any console page, with real data on the detail pages and the create modals open,
// in the light and the dark colour scheme.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blockingImpacts = new Set(['critical', 'serious']);

type Created = { id: string };
type LogEntry = { id: string; payload?: { applicationId?: string } };

const created = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body as Created;
};

/** One of each kind of thing a console page shows, created through the management API. */
const seed = async (api: ManagementApi) => {
  const suffix = uniqueSuffix();
  const resource = await created(
    api.post('/resources', { name: `Axe API ${suffix}`, indicator: `https://axe-${suffix}.test` }),
  );
  await created(
    api.post(`/resources/${resource.id}/scopes`, { name: 'read:axe', description: 'Read' }),
  );
  const userRole = await created(
    api.post('/roles', { name: `axe-user-role-${suffix}`, description: 'For people' }),
  );
  const m2mRole = await created(
    api.post('/roles', {
      name: `axe-m2m-role-${suffix}`,
      description: 'For services',
      type: 'MachineToMachine',
    }),
  );
  const spa = await created(api.post('/applications', { name: `Axe SPA ${suffix}`, type: 'SPA' }));
  const m2m = await created(
    api.post('/applications', { name: `Axe M2M ${suffix}`, type: 'MachineToMachine' }),
  );
  const thirdParty = await created(
    api.post('/applications', {
      name: `Axe partner ${suffix}`,
      type: 'Traditional',
      isThirdParty: true,
      oidcClientMetadata: {
        redirectUris: ['https://partner.example.com/callback'],
        postLogoutRedirectUris: [],
      },
    }),
  );
  const user = await created(
    api.post('/users', {
      username: `axe_${suffix}`,
      name: 'Axe Person',
      primaryEmail: `axe_${suffix}@example.com`,
    }),
  );
  await created(api.post(`/users/${user.id}/roles`, { roleIds: [userRole.id] }));
  const logs = await api.get<LogEntry[]>('/logs?page_size=5');
  expect(logs.body.length, 'the management calls above wrote audit logs').toBeGreaterThan(0);
  const log = logs.body[0]!;
  return { resource, userRole, m2mRole, spa, m2m, thirdParty, user, log };
};

type Seeded = Awaited<ReturnType<typeof seed>>;

/** Every console route (app/router.tsx and the sections' routes), with a dialog where it opens one. */
const consolePages = (s: Seeded): { path: string; dialog?: string }[] => [
  { path: '/get-started' },
  { path: '/dashboard' },
  { path: '/applications' },
  { path: '/applications/create', dialog: 'Create application' },
  { path: '/applications/third-party-applications' },
  { path: '/applications/third-party-applications/create', dialog: 'Create application' },
  { path: `/applications/${s.spa.id}/settings` },
  { path: `/applications/${s.spa.id}/logs` },
  { path: `/applications/${s.spa.id}/branding` },
  { path: `/applications/${s.spa.id}/guide/react` },
  { path: `/applications/${s.m2m.id}/settings` },
  { path: `/applications/${s.m2m.id}/roles` },
  { path: `/applications/${s.m2m.id}/guide/machine-to-machine` },
  { path: `/applications/${s.thirdParty.id}/settings` },
  { path: `/applications/${s.thirdParty.id}/permissions` },
  { path: `/applications/${s.thirdParty.id}/branding` },
  { path: `/applications/${s.m2m.id}/logs/${s.log.id}` },
  { path: '/api-resources' },
  { path: '/api-resources/create', dialog: 'Create API resource' },
  { path: `/api-resources/${s.resource.id}/permissions` },
  { path: `/api-resources/${s.resource.id}/general` },
  { path: `/api-resources/${s.resource.id}/guide/express` },
  { path: '/roles' },
  { path: '/roles/create', dialog: 'Create role' },
  { path: `/roles/${s.userRole.id}/permissions` },
  { path: `/roles/${s.userRole.id}/users` },
  { path: `/roles/${s.userRole.id}/general` },
  { path: `/roles/${s.m2mRole.id}/machine-to-machine-apps` },
  { path: '/users' },
  { path: '/users/create', dialog: 'Add user' },
  { path: `/users/${s.user.id}/settings` },
  { path: `/users/${s.user.id}/roles` },
  { path: `/users/${s.user.id}/logs` },
  { path: `/users/${s.user.id}/logs/${s.log.id}` },
  { path: '/audit-logs' },
  { path: `/audit-logs/${s.log.id}` },
  { path: '/profile' },
  { path: '/no-such-page' },
];

/** Client-side navigation (the router follows `popstate`): one sign-in serves every page. */
const visit = async (page: Page, path: string, dialog?: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/console${path}`);
  await expect(page).toHaveURL((url) => url.pathname === `/console${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (dialog) await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  // Let entrance transitions (modals, tabs) finish: axe reads the colours on screen.
  await page.waitForTimeout(250);
};

const describeViolations = async (page: Page, path: string) => {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${path}: [${violation.impact}] ${violation.id} (${violation.help}) at ${violation.nodes
          .slice(0, 4)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1, 2).join('')}` : ''}`,
          )
          .join(
            '; ',
          )}${violation.nodes.length > 4 ? ` and ${violation.nodes.length - 4} more` : ''}`,
    );
};

const groups = ['/applications', '/api-resources', '/roles', '/users', ''] as const;
const groupOf = (path: string) =>
  groups.find((prefix) => prefix && path.startsWith(prefix)) ?? 'other pages';

let seeded: Seeded | undefined;
test.beforeAll(async ({ api }) => {
  seeded = await seed(api);
});

// One test per area and colour scheme keeps each under the time limit on a loaded machine; each
// signs in once and moves between pages inside the console.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const group of groups) {
    const name = group || 'other pages';
    test(`axe: no critical or serious violation, ${name} (${colorScheme})`, async ({
      consolePage: page,
    }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      const findings: string[] = [];
      const pages = consolePages(seeded!).filter(({ path }) => groupOf(path) === (group || name));
      expect(pages.length).toBeGreaterThan(0);
      for (const { path, dialog } of pages) {
        await test.step(path, async () => {
          await visit(page, path, dialog);
          findings.push(...(await describeViolations(page, path)));
        });
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
}
