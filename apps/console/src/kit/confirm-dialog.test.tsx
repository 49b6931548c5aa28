import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render.tsx';
import { type ConfirmResult, useDialogs } from './confirm-dialog.tsx';

const Harness = () => {
  const { confirm } = useDialogs();
  const [result, setResult] = useState<ConfirmResult>();
  return (
    <>
      <button
        type="button"
        onClick={async () => setResult(await confirm({ title: 'Delete role', message: 'Sure?' }))}
      >
        open
      </button>
      <output aria-label="result">{result ?? ''}</output>
    </>
  );
};

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog');
};

describe('ConfirmDialog', () => {
  it('resolves confirmed when the confirm button is pressed', async () => {
    await renderWithUi(<Harness />);
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByLabelText('result').textContent).toBe('confirmed'));
  });

  it('cancels on Escape', async () => {
    await renderWithUi(<Harness />);
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.getByLabelText('result').textContent).toBe('cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels on browser back navigation', async () => {
    await renderWithUi(<Harness />);
    await openDialog();
    // Opening pushed a history entry of its own, which back navigation pops.
    expect(window.history.state?.dialogMarker).toMatch(/^dialog-/);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByLabelText('result').textContent).toBe('cancelled'));
  });

  it('names the close button', async () => {
    await renderWithUi(<Harness />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
