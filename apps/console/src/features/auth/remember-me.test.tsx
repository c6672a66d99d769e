import { screen, waitFor } from '@testing-library/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/app-config';
import { fillLogin, renderApp } from '@/testing/render';
import { decryptPassword, encryptPassword } from './remember-me-cipher';

const ADMIN = { email: 'admin@crm.test', password: 'Admin@12345' };

async function submitLogin({ remember }: { remember: boolean }, credentials = ADMIN) {
  const app = renderApp('/');
  await fillLogin(app.user, credentials);
  const box = screen.getByRole('checkbox', { name: 'Remember me' });
  if (box instanceof HTMLInputElement && box.checked !== remember) await app.user.click(box);
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('remember me', () => {
  it('when ticked, saves the e-mail and the enciphered password in cookies on submit', async () => {
    await submitLogin({ remember: true });
    await screen.findByRole('heading', { name: 'Users' });
    expect(Cookies.get('email')).toBe(ADMIN.email);
    const stored = Cookies.get('password') ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain(ADMIN.password);
    expect(AES.decrypt(stored, config.rememberMeKey).toString(Utf8)).toBe(ADMIN.password);
  });

  it('saves them on submit even when the login fails', async () => {
    await submitLogin({ remember: true }, { email: ADMIN.email, password: 'Wrong@12345' });
    await screen.findByText('Invalid Password');
    expect(Cookies.get('email')).toBe(ADMIN.email);
    expect(decryptPassword(Cookies.get('password') ?? '')).toBe('Wrong@12345');
  });

  it('when unticked, deletes both cookies on submit', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password));
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Users' });
    expect(Cookies.get('email')).toBeUndefined();
    expect(Cookies.get('password')).toBeUndefined();
  });

  it('prefills the form and ticks the box when both cookies exist', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password));
    renderApp('/');
    expect(await screen.findByLabelText('Email')).toHaveValue(ADMIN.email);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(ADMIN.password));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('signs in with what it prefilled, nothing typed', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password));
    const { user } = renderApp('/');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(ADMIN.password));
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(Cookies.get('email'), 'the box stayed ticked').toBe(ADMIN.email);
  });

  it('never shows the remembered password: Show empties the field first, and what is typed then shows', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password));
    const { user } = renderApp('/');
    const field = await screen.findByLabelText('Password');
    await waitFor(() => expect(field).toHaveValue(ADMIN.password));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByDisplayValue(ADMIN.password)).not.toBeInTheDocument();
    await user.type(field, 'Typed@123');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveValue('Typed@123');
    expect(field).toHaveAttribute('type', 'text');
  });

  it('empties a remembered password the person has edited but not emptied, and sends what is typed after', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword('Wrong@12345'));
    const { user } = renderApp('/');
    const field = await screen.findByLabelText('Password');
    await waitFor(() => expect(field).toHaveValue('Wrong@12345'));
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveValue('');
    await user.type(field, ADMIN.password);
    expect(field).toHaveValue(ADMIN.password);
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('shows what the person typed once they emptied the remembered password', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password));
    const { user } = renderApp('/');
    const field = await screen.findByLabelText('Password');
    await waitFor(() => expect(field).toHaveValue(ADMIN.password));
    await user.clear(field);
    await user.type(field, 'Mine@123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveValue('Mine@123');
    expect(field).toHaveAttribute('type', 'text');
  });

  it('prefills nothing when only one cookie exists', async () => {
    Cookies.set('email', ADMIN.email);
    renderApp('/');
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('prefills the e-mail and ticks the box even when the password cannot be deciphered', async () => {
    Cookies.set('email', ADMIN.email);
    Cookies.set('password', encryptPassword(ADMIN.password, 'a key of another build'));
    renderApp('/');
    expect(await screen.findByLabelText('Email')).toHaveValue(ADMIN.email);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('leaves the password empty when the cookie cannot be deciphered', () => {
    expect(decryptPassword('not a cipher text')).toBe('');
    // AES-CBC has no integrity check: many tries, since a few of them unpad to valid UTF-8. Their
    // salts come from a seeded generator, not crypto-js's random one, so that every run tries the
    // same 300 cipher texts: a few of them unpad to garbage, and no run passes by luck alone.
    let seed = 41;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      const words = new Uint32Array(array.buffer, array.byteOffset, array.byteLength / 4);
      for (let index = 0; index < words.length; index++)
        words[index] = seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return array;
    });
    for (let attempt = 0; attempt < 300; attempt++)
      expect(decryptPassword(encryptPassword('secret', `another key ${attempt}`))).toBe('');
  });

  it('gives back every password the sign-in form accepts, the shortest included', () => {
    for (const password of ['Admin@12345', 'abcdef', 'pässwörd-ß'])
      expect(decryptPassword(encryptPassword(password))).toBe(password);
  });

  it('never stores the same cipher text twice (AES with a random salt)', () => {
    expect(encryptPassword('Admin@12345')).not.toBe(encryptPassword('Admin@12345'));
  });
});
