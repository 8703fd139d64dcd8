import { useMemo, useRef } from 'react';
import { Form, FormTextField, SubmitButton, useZodForm } from '@panel/ui';
import { useLogin } from '../../api/login';
import { signInSchema } from '../../lib/credential-schemas';
import { useAuthT } from '../../messages';
import { SubmitFeedback } from './SubmitFeedback';
import { useCredentialsSubmit } from './use-credentials-submit';
import { useLoginFragmentTakeOver } from './use-login-fragment-take-over';

export function SignInForm({ sitekey }: { sitekey: string | null }) {
  const t = useAuthT();
  const form = useZodForm(
    useMemo(() => signInSchema(t), [t]),
    { defaultValues: { email: '', password: '' } },
  );
  const formElement = useRef<HTMLFormElement>(null);
  const { submit, ...feedback } = useCredentialsSubmit({ send: useLogin(), sitekey, form: formElement, offerPasskeyAfter: true });
  useLoginFragmentTakeOver(form.setValue, formElement);

  return (
    <Form ref={formElement} form={form} onSubmit={submit}>
      <FormTextField name="email" type="email" label={t('email')} autoComplete="email" />
      <FormTextField name="password" type="password" label={t('password')} autoComplete="current-password" />
      <SubmitFeedback {...feedback} form={formElement} />
      <SubmitButton {...feedback.lock.buttonProps}>{form.formState.isSubmitting ? t('signingIn') : t('signIn')}</SubmitButton>
    </Form>
  );
}
