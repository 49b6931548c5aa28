import { expect, test } from './fixtures/console.ts';
import { openSection, openTab, saveSettings, uniqueSuffix } from './fixtures/console-helpers.ts';
import type { Created } from './fixtures/console-resources-data.ts';

// Every change made in the console goes through the management API, which writes an audit log
// entry for it; the administrator finds it in the audit logs page with the request it made.

test('a change made in the console appears in the audit logs', async ({
  consolePage: page,
  api,
}) => {
  const suffix = uniqueSuffix();
  const resource = await api.post<Created>('/resources', {
    name: `E2E Audited API ${suffix}`,
    indicator: `https://audited-${suffix}.example.com`,
  });
  expect(resource.status).toBe(201);
  const { id } = resource.body;
  const renamed = `E2E Audited API ${suffix} renamed`;

  await test.step('rename an API resource in the console', async () => {
    await openSection(page, 'API resources');
    await page.getByRole('link', { name: `E2E Audited API ${suffix}`, exact: true }).click();
    await openTab(page, 'General');
    await page.getByRole('textbox', { name: 'API name' }).fill(renamed);
    await saveSettings(page);
  });

  await test.step('the audit logs list the change, with its request', async () => {
    await openSection(page, 'Audit logs');
    await page.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Change through the management API' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('logKey') === 'ManagementApi.Mutation',
    );
    const table = page.getByRole('table', { name: 'Audit logs' });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    // Newest first: the rename is the last management mutation of this tenant.
    const newest = table.locator('tbody tr').first();
    await expect(newest).toContainText('Change through the management API');
    await expect(newest).toContainText('ManagementApi.Mutation');
    await expect(newest).toContainText('Success');
    await newest.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Payload (JSON)' })).toBeVisible();
    const payload = page.getByRole('region', { name: 'Payload (JSON)' });
    await expect(payload).toContainText('PATCH');
    await expect(payload).toContainText(`/api/resources/${id}`);
  });

  await api.delete(`/resources/${id}`);
});
