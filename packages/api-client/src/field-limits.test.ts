import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './index';

describe('FIELD_LIMITS, generated from the yaml', () => {
  it('bounds the e-mail at 254 characters and the passwords at 128', () => {
    expect(FIELD_LIMITS.email.maxLength).toBe(254);
    expect(FIELD_LIMITS.userEmail.maxLength).toBe(254);
    expect(FIELD_LIMITS.password).toEqual({ minLength: 1, maxLength: 128 });
    expect(FIELD_LIMITS.new_password.maxLength).toBe(128);
    expect(FIELD_LIMITS.confirm_password.maxLength).toBe(128);
  });

  it('gives the two-factor code its exact length and pattern', () => {
    expect(FIELD_LIMITS.auth_code).toEqual({ maxLength: 6, pattern: '^[0-9]{6}$' });
  });

  it('bounds every string field the console sends', () => {
    const unbounded = Object.entries(FIELD_LIMITS).filter(([, limits]) => !('maxLength' in limits));
    expect(unbounded).toEqual([]);
  });
});
