import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

describe('the not-found page', () => {
  it('leads a signed-in administrator back to the admin area', async () => {
    await signInAs('admin@crm.test');
    const { user, location } = renderApp('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the admin area' }));
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/admin/users');
  });

  it('leads a signed-in administrator back to the admin area from outside it too', async () => {
    await signInAs('admin@crm.test');
    renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Back to the admin area' })).toHaveAttribute('href', '/admin/users');
  });

  it('leads anyone else back to the login', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to the admin area' })).not.toBeInTheDocument();
  });
});
