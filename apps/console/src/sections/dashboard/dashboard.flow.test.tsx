import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeLogto } from '../../kit/kit-test-harness.tsx';
import { renderConsole } from '../../test/render-console.tsx';

// Issue 9 item 2: the daily active users chart.

vi.mock('@logto/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@logto/react')>()),
  LogtoProvider: ({ children }: { children: ReactNode }) => children,
  useLogto: () => fakeLogto,
}));

// happy-dom has no layout: every box measures 0×0, and the chart (Recharts' ResponsiveContainer,
// which measures its box once mounted) warns that it draws into nothing. Boxes get the size of a
// desktop card instead, so the chart renders as in a browser whenever its effect runs. Before
// each test: the project's `restoreMocks` undoes spies before every test, so a spy made once in
// `beforeAll` was gone by the time the chart measured (a warning on some runs, CI among them).
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 800,
    bottom: 240,
    width: 800,
    height: 240,
    toJSON: () => ({}),
  } as DOMRect);
});
beforeAll(() => {
  // happy-dom's ResizeObserver reports a 0×0 content box when it fires, which undid the size
  // above whenever it fired before the assertions (a flaky warning). A desktop card does not
  // resize during the test: an observer that never reports keeps the measured size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const curve = (count: (day: number) => number) =>
  Array.from({ length: 30 }, (_, day) => ({
    date: new Date(Date.UTC(2026, 9, 1 + day)).toISOString().slice(0, 10),
    count: count(day),
  }));

const fakeServer = (dauCurve: { date: string; count: number }[]) =>
  fakeApi(({ path, url }) => {
    if (url.origin === 'http://admin.test' && path === '/me') {
      return Response.json({ id: 'u1', name: 'Ada', customData: {}, hasPassword: true });
    }
    if (path === '/dashboard/users/total') return Response.json({ totalUserCount: 12 });
    if (path === '/dashboard/users/new') {
      return Response.json({ today: { count: 1, delta: 0 }, last7Days: { count: 3, delta: 1 } });
    }
    if (path === '/dashboard/users/active') {
      const zero = { count: 0, delta: 0 };
      return Response.json({ dauCurve, dau: zero, wau: zero, mau: zero });
    }
    return undefined;
  });

/** The table screen readers get: present, and clipped out of sight. */
const hiddenTable = async () => {
  const table = await screen.findByRole(
    'table',
    { name: 'Daily active users, last 30 days' },
    {
      timeout: 8000,
    },
  );
  const box = table.parentElement as HTMLElement;
  expect(box.style.position).toBe('absolute');
  expect(box.style.width).toBe('1px');
  expect(box.style.height).toBe('1px');
  expect(box.style.overflow).toBe('hidden');
  return table;
};

describe('dashboard chart', () => {
  it('draws a chart, and gives screen readers the 30 days as a visually hidden table', async () => {
    fakeServer(curve((day) => day % 5));
    await renderConsole('/console/dashboard');
    const table = await hiddenTable();
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Active users' })).toBeTruthy();
    // A header row and one row per day.
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'Oct 5' }).nextSibling?.textContent).toBe(
      '4',
    );
    // The drawing is the chart component, hidden from screen readers (the table speaks for it).
    const chart = screen.getByTestId('dau-chart');
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('dau-chart-empty')).toBeNull();
    // No visible list of 30 lines any more.
    expect(document.querySelectorAll('li')).not.toHaveLength(30);
  });

  it('shows an empty state instead of an empty box when every day is zero', async () => {
    fakeServer(curve(() => 0));
    await renderConsole('/console/dashboard');
    await hiddenTable();
    const empty = screen.getByTestId('dau-chart-empty');
    expect(within(empty).getByText('No active users in the last 30 days')).toBeTruthy();
    expect(screen.queryByTestId('dau-chart')).toBeNull();
  });
});
