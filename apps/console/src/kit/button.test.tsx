import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its spinner only after 500 ms of loading', async () => {
    const view = await renderWithUi(<Button isLoading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(false);
    act(() => vi.advanceTimersByTime(499));
    expect(button.hasAttribute('data-loading')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(button.hasAttribute('data-loading')).toBe(true);
    view.rerender(<Button isLoading={false}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('data-loading')).toBe(false);
  });

  it('ignores clicks while loading, even before the spinner appears', async () => {
    const handleClick = vi.fn();
    await renderWithUi(
      <Button isLoading onClick={handleClick}>
        Save
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(handleClick).not.toHaveBeenCalled();
  });
});
