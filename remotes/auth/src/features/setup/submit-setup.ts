import { ApiError } from '@panel/api';
import type { LoginResponse, SetupRequest } from '@panel/api/contract';
import { apiErrorMessage } from '@panel/ui';
import { sessionStore } from '@panel/session';
import { authT } from '../../messages';

/** Configures the instance and signs the new admin in. */
export async function submitSetup(send: (body: SetupRequest) => Promise<LoginResponse>, body: SetupRequest): Promise<void> {
  sessionStore.getState().signIn(await send(body));
}

/** The server refused the setup for want of the reset's configuration code (or a wrong one). */
export const needsConfigurationCode = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

export function setupErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return authT('alreadyConfigured');
  return apiErrorMessage(error);
}
