import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@panel/api/contract';

export const apiError = (status: number, message: string): Response =>
  HttpResponse.json({ message } satisfies ApiErrorBody, { status });

export const noContent = (): Response => new HttpResponse(null, { status: 204 });
