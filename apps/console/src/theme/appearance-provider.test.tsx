import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppearanceProvider, useAppearance } from './appearance-provider.tsx';
import { appearanceStorageKey } from './appearance-storage.ts';

/** A matchMedia whose `prefers-color-scheme: dark` answer the test flips. */
const fakeSystemScheme = (initiallyDark: boolean) => {
  let isDark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return isDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (dark: boolean) => {
    isDark = dark;
    for (const listener of listeners) listener();
  };
};

const Probe = () => {
  const { mode, colorScheme, setMode } = useAppearance();
  return (
    <div>
      <output aria-label="mode">{mode}</output>
      <output aria-label="scheme">{colorScheme}</output>
      <button type="button" onClick={() => setMode('light')}>
        light
      </button>
    </div>
  );
};

describe('AppearanceProvider', () => {
  it('follows the device scheme in system mode and reacts to changes', () => {
    const setSystemDark = fakeSystemScheme(false);
    render(
      <AppearanceProvider>
        <Probe />
      </AppearanceProvider>,
    );
    expect(screen.getByLabelText('mode').textContent).toBe('system');
    expect(screen.getByLabelText('scheme').textContent).toBe('light');
    act(() => setSystemDark(true));
    expect(screen.getByLabelText('scheme').textContent).toBe('dark');
  });

  it('ignores the device once a fixed mode is chosen and stores it', () => {
    const setSystemDark = fakeSystemScheme(true);
    render(
      <AppearanceProvider>
        <Probe />
      </AppearanceProvider>,
    );
    act(() => screen.getByRole('button', { name: 'light' }).click());
    expect(localStorage.getItem(appearanceStorageKey)).toBe('light');
    act(() => setSystemDark(true));
    expect(screen.getByLabelText('scheme').textContent).toBe('light');
  });

  it('starts from the stored mode', () => {
    fakeSystemScheme(false);
    localStorage.setItem(appearanceStorageKey, 'dark');
    render(
      <AppearanceProvider>
        <Probe />
      </AppearanceProvider>,
    );
    expect(screen.getByLabelText('scheme').textContent).toBe('dark');
  });
});
