import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyRules } from './lazy-rules';

type Values = { email: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = (values) => ({ values, errors: {} });

describe("a form's rules, loaded apart", () => {
  it('are asked for once, ahead or at the first check, and a check waits for them', async () => {
    let arrive!: (resolver: Resolver<Values>) => void;
    const load = vi.fn(() => new Promise<Resolver<Values>>((resolve) => (arrive = resolve)));
    const rules = lazyRules(load);
    rules.ahead();
    expect(load).toHaveBeenCalledOnce();
    const checked = rules.resolver({ email: 'ada@crm.test' }, undefined, OPTIONS);
    arrive(valid);
    await expect(checked).resolves.toEqual({ values: { email: 'ada@crm.test' }, errors: {} });
    await rules.resolver({ email: 'x' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledOnce();
  });

  it('that cannot be loaded fail the check on no field, and are asked for again at the next', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('chunk gone'));
    load.mockResolvedValue(valid);
    const rules = lazyRules(load);
    rules.ahead();
    const failed = await rules.resolver({ email: 'ada@crm.test' }, undefined, OPTIONS);
    expect(failed.values).toEqual({});
    expect(Object.keys(failed.errors)).toEqual(['root']);
    await expect(rules.resolver({ email: 'ada@crm.test' }, undefined, OPTIONS)).resolves.toEqual({
      values: { email: 'ada@crm.test' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
