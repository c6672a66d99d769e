import { describe, expectTypeOf, it } from 'vitest';
import { createAdminApiClient, type LoginRequest, type LoginResponse } from './client';
import type { ApiResult } from './result';

const client = createAdminApiClient({ baseUrl: '/api', getToken: () => null });

describe('the client types follow the contract', () => {
  it('takes the login fields exactly as the contract names them', () => {
    expectTypeOf(client.login).parameter(0).toEqualTypeOf<LoginRequest>();
    expectTypeOf<LoginRequest>().toEqualTypeOf<{ email: string; password: string; captchaToken: string }>();
  });

  it('rejects a wrong field name and a missing required field', () => {
    // @ts-expect-error captcha_token is not the contract's name (captchaToken is)
    void client.login({ email: 'a@b.c', password: 'x', captcha_token: 't' });
    // @ts-expect-error user_id is required by verify_authentication
    void client.verifyAuthentication({ auth_code: '123456', device_access: true });
    // @ts-expect-error termAndCondition is required by resetClientPassword
    void client.resetClientPassword({ new_password: 'a', confirm_password: 'a', fpcode: 'c' });
  });

  it('returns a result discriminated by ok, and a login body discriminated by is_auth_required', () => {
    expectTypeOf(client.login).returns.resolves.toEqualTypeOf<ApiResult<LoginResponse>>();
    type Body = Extract<ApiResult<LoginResponse>, { ok: true }>['data'];
    expectTypeOf<Extract<Body, { is_auth_required: true }>['user_id']>().toEqualTypeOf<number>();
    expectTypeOf<Extract<Body, { is_auth_required: true }>['auth_code']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Extract<Body, { is_auth_required: false }>['token']>().toEqualTypeOf<string>();
  });

  it('reads the check-login payload as the real API spells it', () => {
    type Check = Extract<Awaited<ReturnType<typeof client.checkIsLoggedIn>>, { ok: true }>['data'];
    expectTypeOf<Check['payload']['isLogedIn']>().toEqualTypeOf<boolean>();
  });
});
