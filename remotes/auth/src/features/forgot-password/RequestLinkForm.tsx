import { useMemo, useState } from 'react';
import { ApiError } from '@panel/api';
import { Alert, apiErrorMessage, Form, FormTextField, Link, SubmitButton, useZodForm } from '@panel/ui';
import { useForgotPassword } from '../../api/forgot-password';
import { AuthPage } from '../../lib/AuthPage';
import { forgotPasswordSchema } from '../../lib/credential-schemas';
import { useWaitLock } from '../../lib/use-wait-lock';
import { tooManyAttemptsMessage } from '../../lib/wait-time';
import { TooManyAttemptsNotice } from '../../lib/WaitNotice';
import { useAuthT } from '../../messages';

export function RequestLinkForm() {
  const t = useAuthT();
  const requestResetLink = useForgotPassword();
  const form = useZodForm(
    useMemo(() => forgotPasswordSchema(t), [t]),
    { defaultValues: { email: '' } },
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const lock = useWaitLock();

  const send = async ({ email }: { email: string }) => {
    if (lock.locked) return;
    setFailure(null);
    try {
      await requestResetLink({ email });
      setSentTo(email);
    } catch (error) {
      if (!lock.lockAfter(error)) setFailure(error);
    }
  };

  const backToSignIn = (
    <p className="auth-links">
      <Link to="/auth/login">{t('backToSignIn')}</Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthPage title={t('inboxTitle')}>
        {/* The same words whether or not the account exists: the answer must not reveal it. */}
        <Alert tone="success">{t('resetLinkSent', { email: sentTo })}</Alert>
        {backToSignIn}
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('forgotTitle')} description={t('forgotIntro')}>
      <Form form={form} onSubmit={send}>
        <FormTextField name="email" type="email" label={t('email')} autoComplete="email" />
        <TooManyAttemptsNotice lock={lock} />
        {failure !== null && (
          <Alert tone="danger">
            {failure instanceof ApiError && failure.status === 429 ? tooManyAttemptsMessage(failure) : apiErrorMessage(failure)}
          </Alert>
        )}
        <SubmitButton {...lock.buttonProps}>{t('sendResetLink')}</SubmitButton>
      </Form>
      {backToSignIn}
    </AuthPage>
  );
}
