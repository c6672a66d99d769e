import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '../mock-api';
import { mswHandlers } from './msw';

const check = () => new Request('http://localhost/api/admin/check-is-log-in');

afterEach(() => {
  vi.useRealTimers();
});

describe("the browser mock's latency", () => {
  it('holds every answer for the latency it is given', async () => {
    const api = createMockApi({ latencyMs: 400 });
    await api.ready();
    vi.useFakeTimers();
    let status: number | undefined;
    const answered = getResponse(mswHandlers(api.operations), check()).then((response) => (status = response?.status));
    await vi.advanceTimersByTimeAsync(399);
    expect(status).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await answered;
    expect(status).toBe(200);
  });

  // Under fake timers a stray timer would hold the answer forever: the timeout turns that into a failure.
  it('answers without any timer when there is none, as tests on fake timers need', { timeout: 5000 }, async () => {
    const api = createMockApi();
    await api.ready();
    vi.useFakeTimers();
    expect((await getResponse(mswHandlers(api.operations), check()))?.status).toBe(200);
  });
});
