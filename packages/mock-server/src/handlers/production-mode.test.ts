import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../mock-api';
import { TWO_FACTOR_ADMIN } from '../db/fixtures';
import { mswHandlers } from './msw';

async function twoFactorLogin(production: boolean | undefined): Promise<Record<string, unknown>> {
  const api = createMockApi({ production });
  await api.ready();
  const request = new Request('http://mock.test/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TWO_FACTOR_ADMIN.email, password: TWO_FACTOR_ADMIN.password, captchaToken: 'x' }),
  });
  const response = await getResponse(mswHandlers(api.operations), request);
  return (await response?.json()) as Record<string, unknown>;
}

describe('the production mode', () => {
  it('answers the two-factor challenge without auth_code, as a production server does', async () => {
    const body = await twoFactorLogin(true);
    expect(body).toMatchObject({ success: true, is_auth_required: true, user_id: TWO_FACTOR_ADMIN.id });
    expect(body).not.toHaveProperty('auth_code');
  });

  it('is off by default: the code comes with the challenge so the console can show it', async () => {
    expect(await twoFactorLogin(undefined)).toMatchObject({ auth_code: '123456' });
  });
});
