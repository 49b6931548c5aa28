import { expect, test } from './fixtures/console.ts';
import { openSection, uniqueSuffix } from './fixtures/console-helpers.ts';

// Issue 9 items 2 and 8 in a real browser: the dashboard chart as drawn by the chart library,
// and a users page past the end.

const day = (index: number) => new Date(Date.UTC(2026, 9, 1 + index)).toISOString().slice(0, 10);
const activeUsers = (count: (index: number) => number) => ({
  dauCurve: Array.from({ length: 30 }, (_, index) => ({ date: day(index), count: count(index) })),
  dau: { count: 3, delta: 1 },
  wau: { count: 9, delta: 2 },
  mau: { count: 20, delta: 5 },
});

test('the dashboard chart has axes, labels, tooltips and a hidden table', async ({
  consolePage: page,
}) => {
  // The curve of a busy tenant, answered in place of this fresh instance's empty one.
  await page.route('**/api/dashboard/users/active', (route) =>
    route.fulfill({ json: activeUsers((index) => (index * 7) % 11) }),
  );
  await openSection(page, 'Dashboard');
  const card = page.locator('figure');
  const drawing = card.locator('svg.recharts-surface').first();
  // Both axes carry their label and their ticks (dates below, counts beside).
  await expect(drawing.getByText('Date', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(drawing.getByText('Active users', { exact: true })).toBeVisible();
  await expect(drawing.getByText('Oct 1', { exact: true })).toBeVisible();
  await expect(drawing.getByText('12', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dashboard-chart.png'), fullPage: true });

  // A tooltip names the day and its count.
  const bars = card.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(30);
  await bars.nth(3).hover();
  const tooltip = card.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Oct 4');
  await expect(tooltip).toContainText('Active users');

  // The table for screen readers is in the accessibility tree, not on screen.
  const table = page.getByRole('table', { name: 'Daily active users, last 30 days' });
  await expect(table).toBeAttached();
  const box = await table.locator('xpath=..').boundingBox();
  expect(box && box.width <= 1 && box.height <= 1).toBe(true);
});

test('the dashboard chart shows an empty state when nobody was active', async ({
  consolePage: page,
}) => {
  await page.route('**/api/dashboard/users/active', (route) =>
    route.fulfill({ json: activeUsers(() => 0) }),
  );
  await openSection(page, 'Dashboard');
  await expect(page.getByText('No active users in the last 30 days')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(0);
});

test('a users page past the end shows the last page, not "No users yet"', async ({
  consolePage: page,
  api,
}) => {
  const suffix = uniqueSuffix();
  for (let n = 0; n < 3; n += 1) {
    const answer = await api.post('/users', { username: `rough_${suffix}_${n}` });
    expect(answer.status).toBe(200);
  }
  const base = new URL(page.url());
  await page.goto(`${base.origin}/console/users?page=99`);
  const table = page.getByRole('table', { name: 'User management' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No users yet')).toHaveCount(0);
  await expect(page).toHaveURL((url) => Number(url.searchParams.get('page') ?? 1) < 99);
});
