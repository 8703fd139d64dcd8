import { api, ApiError, call } from '@panel/api';
import { apiErrorMessage } from '@panel/ui';
import type { Currency } from '@panel/api/contract';
import { sessionStore } from '@panel/session';
import type { AdminStep } from './validate-setup';

/** Configures the instance and signs the new admin in. */
export async function submitSetup(instanceName: string, currency: Currency, admin: AdminStep): Promise<void> {
  const session = await call(
    api.POST('/api/setup', {
      body: {
        instanceName: instanceName.trim(),
        currency,
        admin: { username: admin.username.trim(), email: admin.email.trim(), password: admin.password },
      },
    }),
  );
  sessionStore.getState().signIn(session);
}

export function setupErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return 'This panel has already been configured. Reload the page to continue.';
  return apiErrorMessage(error);
}
