import { LogtoError } from '@logto/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render.tsx';
import { AppErrorView } from './app-error-view.tsx';

describe('AppErrorView', () => {
  it('explains insecure contexts for crypto_subtle_unavailable', async () => {
    await renderWithUi(
      <AppErrorView error={new LogtoError('crypto_subtle_unavailable')} isDev={false} />,
    );
    expect(screen.getByRole('heading', { name: 'A secure connection is required' })).toBeTruthy();
  });

  it('shows code, message and stack in development', async () => {
    const error = Object.assign(new Error('Boom'), { code: 'test.boom' });
    await renderWithUi(<AppErrorView error={error} isDev />);
    expect(screen.getByRole('heading', { name: 'Error: test.boom' })).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
    expect(screen.getByText(/at /)).toBeTruthy();
  });

  it('shows the generic error page with retry and expandable details otherwise', async () => {
    await renderWithUi(<AppErrorView error={new TypeError('x is undefined')} isDev={false} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'More details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    expect(await screen.findByRole('button', { name: 'Hide details' })).toBeTruthy();
  });
});
