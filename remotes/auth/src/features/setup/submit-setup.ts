import { ApiError } from '@panel/api';
import type { LoginResponse, SetupRequest } from '@panel/api/contract';
import { apiErrorMessage } from '@panel/ui';
import { sessionStore } from '@panel/session';
import { authT } from '../../messages';

/** Configures the instance and signs the new admin in. */
export async function submitSetup(send: (body: SetupRequest) => Promise<LoginResponse>, body: SetupRequest): Promise<void> {
  sessionStore.getState().signIn(await send(body));
}

export function setupErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return authT('alreadyConfigured');
  return apiErrorMessage(error);
}
