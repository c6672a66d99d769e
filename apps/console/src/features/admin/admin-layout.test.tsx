import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

describe('the admin shell', () => {
  it("shows the signed-in user's name, the navigation and what the session knows", async () => {
    await signInAs('admin@crm.test');
    renderApp('/admin/users');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(
      screen.getByRole('link', { name: 'Users' }),
    );
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    const valueOf = (term: string) => within(main).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Name')).toHaveTextContent('Ada Lovelace');
    expect(valueOf('E-mail')).toHaveTextContent('admin@crm.test');
    expect(valueOf('IP address')).toHaveTextContent('127.0.0.1');
  });

  it('logs out: the session keys go, the userName cookie stays, back to the login', async () => {
    await signInAs('admin@crm.test');
    localStorage.setItem('redirectUrl', '/admin/users?tab=x');
    const { user, location } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
    expect(location()).toBe('/');
    for (const key of ['userData', 'token', 'ip', 'isLoggedin', 'redirectUrl']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(Cookies.get('userName')).toBe('Ada');
    expect(screen.getByText(/, Ada$/)).toBeInTheDocument();
  });
});
