import { useState } from 'react';
import { Alert, apiErrorMessage } from '@panel/ui';

/**
 * A dialog's failed action: the reason inside it, and `false` so it stays open. The error
 * resets when the dialog opens again.
 */
export function useDialogError(open: boolean) {
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }
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
