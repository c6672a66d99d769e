import { HttpResponse } from 'msw';
import type { components } from '@crm/api-client';

export type Schemas = components['schemas'];

export function respond<T extends object>(body: T, status = 200, headers?: HeadersInit): Response {
  return HttpResponse.json<T>(body, { status, headers });
}

export function failure(status: number, message: string, headers?: HeadersInit): Response {
  return respond<Schemas['Failure']>({ success: false, message }, status, headers);
}
