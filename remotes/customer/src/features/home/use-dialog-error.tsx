import { useState } from 'react';
import { Alert, apiErrorMessage } from '@panel/ui';

/**
 * A dialog's failed action: the reason inside it, and `false` so it stays open (the dialogs
 * mount when opened, so each opening starts without one).
 */
export function useDialogError() {
  const [error, setError] = useState<string | null>(null);
  const attempt = async (action: () => Promise<unknown>): Promise<boolean> => {
    setError(null);
    try {
      await action();
      return true;
    } catch (cause) {
      setError(apiErrorMessage(cause));
      return false;
    }
  };
  const notice = error && (
    <Alert tone="danger">
      <p>{error}</p>
    </Alert>
  );
  return { attempt, notice };
}
