import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

describe('the page title', () => {
  beforeEach(() => {
    document.title = '';
  });

  it.each([
    ['/', 'Log in · CRM Admin'],
    ['/admin', 'Log in · CRM Admin'],
    ['/forgot-password', 'Forgotten password · CRM Admin'],
    ['/create-password/reset-code-123', 'Change password · CRM Admin'],
    ['/client-create-password/Jane/invite-code-123', 'Create password · CRM Admin'],
    ['/no/such/page', 'Page not found · CRM Admin'],
  ])('of %s is "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/admin/users', 'Users · CRM Admin'],
    ['/admin/no-such-page', 'Page not found · CRM Admin'],
  ])('of %s, signed in, is "%s"', async (path, title) => {
    await signInAs('admin@crm.test');
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
