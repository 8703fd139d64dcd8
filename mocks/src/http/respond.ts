import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@panel/api/contract';

export const apiError = (status: number, message: string, details: Record<string, unknown> = {}): Response =>
  HttpResponse.json({ ...details, message } satisfies ApiErrorBody, { status });

export const noContent = (): Response => new HttpResponse(null, { status: 204 });
