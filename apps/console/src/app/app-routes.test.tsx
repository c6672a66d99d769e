import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

describe('the routes', () => {
  it('shows a not-found page with a way back for an unknown address', async () => {
    const { user, location } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('shows the not-found page inside the admin area for an unknown admin address', async () => {
    await signInAs('admin@crm.test');
    renderApp('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it.each([
    ['/forgot-password'],
    ['/create-password/reset-code-123'],
    ['/client-create-password/Jane/invite-code-123'],
  ])('opens the password screen of %s beside the quote panel', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Quote of the day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
