import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeConsoleConfig } from '../../test/fake-config.ts';
import { renderWithUi } from '../../test/render.tsx';
import { ConsoleConfigContext } from '../console-config.ts';
import { isNewerVersion } from './version.ts';
import { VersionBadge } from './version-badge.tsx';

describe('isNewerVersion', () => {
  it('compares major, minor and patch numerically', () => {
    expect(isNewerVersion('v1.28.0', '1.27.0')).toBe(true);
    expect(isNewerVersion('v1.27.10', '1.27.9')).toBe(true);
    expect(isNewerVersion('v2.0.0', 'v1.99.99')).toBe(true);
    expect(isNewerVersion('v1.27.0', '1.27.0')).toBe(false);
    expect(isNewerVersion('v1.26.5', '1.27.0')).toBe(false);
  });

  it('treats a release as newer than its pre-release and ignores garbage', () => {
    expect(isNewerVersion('v1.27.0', '1.27.0-rc.1')).toBe(true);
    expect(isNewerVersion('v1.27.0-rc.2', '1.27.0')).toBe(false);
    expect(isNewerVersion('latest', '1.27.0')).toBe(false);
  });
});

const renderBadge = async (releaseInfoUrl: string | null) =>
  renderWithUi(
    <QueryClientProvider client={new QueryClient()}>
      <ConsoleConfigContext.Provider
        value={fakeConsoleConfig({ version: '1.27.0', releaseInfoUrl })}
      >
        <VersionBadge />
      </ConsoleConfigContext.Provider>
    </QueryClientProvider>,
  );

describe('VersionBadge', () => {
  it('shows the version and a new-version dot when a higher release exists', async () => {
    const fetchMock = vi.fn(async () => Response.json({ latestRelease: 'v1.30.0' }));
    vi.stubGlobal('fetch', fetchMock);
    await renderBadge('https://release.test/info.json');
    expect(screen.getByLabelText('Version v1.27.0')).toBeTruthy();
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('https://release.test/info.json', expect.anything());
  });

  it('shows no dot for the same release', async () => {
    const fetchMock = vi.fn(async () => Response.json({ latestRelease: 'v1.27.0' }));
    vi.stubGlobal('fetch', fetchMock);
    await renderBadge('https://release.test/info.json');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('only warns in the console when the check fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderBadge('https://release.test/info.json');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByLabelText('Version v1.27.0')).toBeTruthy();
    expect(screen.queryByText('A new version is available')).toBeNull();
  });
});
