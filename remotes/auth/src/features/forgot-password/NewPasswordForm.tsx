import { useMemo, useState } from 'react';
import { ApiError } from '@panel/api';
import { MIN_PASSWORD_LENGTH } from '@panel/rules';
import { sessionStore } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, Form, FormTextField, SubmitButton, useZodForm } from '@panel/ui';
import { useResetPassword } from '../../api/reset-password';
import { AuthPage } from '../../lib/AuthPage';
import { newPasswordSchema } from '../../lib/credential-schemas';
import { useAuthT } from '../../messages';

interface NewPasswordFormProps {
  token: string;
  onRequestNewLink(): void;
}

/** A 400 about the link (used, expired, unknown) rather than about the password. */
const isDeadLink = (failure: unknown) => failure instanceof ApiError && failure.status === 400 && /link/i.test(failure.message);

export function NewPasswordForm({ token, onRequestNewLink }: NewPasswordFormProps) {
  const t = useAuthT();
  const resetPassword = useResetPassword();
  const form = useZodForm(
    useMemo(() => newPasswordSchema(t), [t]),
    { defaultValues: { password: '', confirmation: '' } },
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const save = async ({ password }: { password: string }) => {
    setFailure(null);
    try {
      await resetPassword({ token, password });
      // The server ended every session of the account, this browser's too.
      sessionStore.getState().clear();
      setDone(true);
    } catch (error) {
      setFailure(error);
    }
  };

  if (done) {
    return (
      <AuthPage title={t('passwordChangedTitle')}>
        <Alert tone="success">{t('passwordChanged')}</Alert>
        <ButtonLink to="/auth/login">{t('signInLink')}</ButtonLink>
      </AuthPage>
    );
  }

  const linkDead = isDeadLink(failure);
  // The rule shows until the password breaks it; then the broken part says what to fix.
  const passwordRule = form.formState.errors.password ? undefined : t('passwordRule', { count: MIN_PASSWORD_LENGTH });
  return (
    <AuthPage title={t('newPasswordTitle')}>
      <Form form={form} onSubmit={save}>
        <FormTextField name="password" type="password" label={t('newPassword')} autoComplete="new-password" hint={passwordRule} />
        <FormTextField name="confirmation" type="password" label={t('confirmNewPassword')} autoComplete="new-password" />
        {failure !== null && <Alert tone="danger">{linkDead ? t('resetLinkDead') : apiErrorMessage(failure)}</Alert>}
        <SubmitButton>{t('setNewPassword')}</SubmitButton>
      </Form>
      {linkDead && (
        <Button variant="secondary" onClick={onRequestNewLink}>
          {t('requestNewLink')}
        </Button>
      )}
    </AuthPage>
  );
}
