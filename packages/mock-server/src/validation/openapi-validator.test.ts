import { describe, expect, it } from 'vitest';
import { operationRoute, pathParameterProblem, requestBodyProblem, responseProblem } from './openapi-validator';

describe('the validator compiled from the yaml', () => {
  it('accepts the request examples of the yaml', () => {
    expect(
      requestBodyProblem('login', {
        email: 'admin@crm.test',
        password: 'Admin@12345',
        captchaToken: '03AFcWeA-captcha-token',
      }),
    ).toBeUndefined();
    expect(
      requestBodyProblem('verifyAuthentication', { auth_code: '123456', device_access: true, user_id: 2 }),
    ).toBeUndefined();
  });

  it('names the missing field the way the BadRequest example does', () => {
    expect(requestBodyProblem('login', { password: 'x', captchaToken: 'y' })).toBe(
      "body must have required property 'email'",
    );
  });

  it('names an unexpected field', () => {
    expect(requestBodyProblem('forgotPassword', { email: 'a@crm.test', extra: 1 })).toBe(
      "body must NOT have additional property 'extra'",
    );
  });

  it('checks the day key against the parameter schema', () => {
    expect(pathParameterProblem('getDailyQuote', 'dayKey', 'MjExMDIwMjY=')).toBeUndefined();
    expect(pathParameterProblem('getDailyQuote', 'dayKey', 'MjExMDIw$jY=')).toMatch(/^path\.dayKey must match pattern/);
  });

  it('accepts a response the yaml declares, through a shared response reference too', () => {
    expect(
      responseProblem('login', 200, {
        success: true,
        message: 'Please check your phone',
        is_auth_required: true,
        user_id: 2,
        auth_code: '123456',
      }),
    ).toBeUndefined();
    expect(
      responseProblem('resetPassword', 410, { success: false, message: 'Reset code already used' }),
    ).toBeUndefined();
  });

  it('flags a status the operation does not declare', () => {
    expect(responseProblem('forgotPassword', 404, { success: false, message: 'Not registered' })).toBe(
      'forgotPassword declares no 404 response',
    );
  });

  it('flags a body off the schema', () => {
    expect(
      responseProblem('login', 200, {
        success: true,
        message: 'x',
        is_auth_required: false,
        user: { first_name: 'Ada' },
        ip: '1',
      }),
    ).toMatch(/^login 200 response/);
    expect(responseProblem('checkIsLoggedIn', 200, { success: true, payload: { isLoggedIn: true } })).toBe(
      "checkIsLoggedIn 200 response.payload must have required property 'isLogedIn'",
    );
  });

  it("flags a server message that is not the yaml's for this operation and status", () => {
    expect(responseProblem('login', 401, { success: false, message: 'Invalid Auth Code' })).toBe(
      'login 401 response.message "Invalid Auth Code" is no example of this response in the yaml',
    );
    expect(responseProblem('logout', 200, { success: true, message: 'Password changed' })).toMatch(/is no example/);
  });

  it("takes a server message given by the response's unnamed example, or quoted in its description", () => {
    expect(responseProblem('login', 403, { success: false, message: 'Invalid IP' })).toBeUndefined();
    expect(
      responseProblem('verifyAuthentication', 429, { success: false, message: 'Too many attempts' }),
    ).toBeUndefined();
    expect(
      responseProblem('verifyAuthentication', 429, { success: false, message: 'Too many requests' }),
    ).toBeUndefined();
  });

  it('leaves a message that is no server message to the schema', () => {
    expect(
      responseProblem('login', 400, {
        success: false,
        message: "Invalid request: body must have required property 'email'",
      }),
    ).toBeUndefined();
  });
});

describe('the routes of the yaml', () => {
  it('give the method, the path with `:name` parameters and whether a body is taken', () => {
    expect(operationRoute('login')).toEqual({ method: 'post', path: '/admin/login', hasBody: true });
    expect(operationRoute('logout')).toEqual({ method: 'post', path: '/admin/logout', hasBody: false });
    expect(operationRoute('getDailyQuote')).toEqual({ method: 'get', path: '/dailyQuote/:dayKey', hasBody: false });
  });
});
