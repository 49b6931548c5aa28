// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDarkMode } from './theme.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A device preference the test can flip, with the listeners `matchMedia` hands out. */
const deviceScheme = (initiallyDark: boolean) => {
  const state = { isDark: initiallyDark };
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return state.isDark && query.includes('dark');
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    state,
    flip: (isDark: boolean) => {
      state.isDark = isDark;
      for (const listener of listeners) listener();
    },
  };
};

describe('useDarkMode', () => {
  it('follows the device while the tenant enables dark mode', () => {
    const device = deviceScheme(true);
    const { result } = renderHook(() => useDarkMode(true));
    expect(result.current).toBe(true);
    act(() => device.flip(false));
    expect(result.current).toBe(false);
    act(() => device.flip(true));
    expect(result.current).toBe(true);
  });

  it('stays light when the tenant did not enable dark mode', () => {
    deviceScheme(true);
    const { result } = renderHook(() => useDarkMode(false));
    expect(result.current).toBe(false);
  });

  it('catches a change made between the first render and its listener', async () => {
    // The first render reads "dark"; the device turns light before the effect subscribes, so no
    // listener hears it (a page that mounts while the browser's scheme changes; seen in CI).
    const device = deviceScheme(true);
    const original = window.matchMedia;
    let calls = 0;
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => {
        calls += 1;
        if (calls === 2) device.state.isDark = false;
        return original(query);
      }),
    );
    const { result } = renderHook(() => useDarkMode(true));
    await waitFor(() => expect(result.current).toBe(false));
  });
});
