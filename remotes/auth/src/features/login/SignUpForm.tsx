import { useMemo, useRef } from 'react';
import { MIN_PASSWORD_LENGTH } from '@panel/rules';
import { Form, FormTextField, SubmitButton, useZodForm } from '@panel/ui';
import { useRegister } from '../../api/register';
import { signUpSchema } from '../../lib/credential-schemas';
import { useAuthT } from '../../messages';
import { SubmitFeedback } from './SubmitFeedback';
import { useCredentialsSubmit } from './use-credentials-submit';

export function SignUpForm({ sitekey }: { sitekey: string | null }) {
  const t = useAuthT();
  const form = useZodForm(
    useMemo(() => signUpSchema(t), [t]),
    { defaultValues: { email: '', password: '', confirmation: '' } },
  );
  const formElement = useRef<HTMLFormElement>(null);
  const { submit, ...feedback } = useCredentialsSubmit({ send: useRegister(), sitekey, form: formElement, offerPasskeyAfter: false });
  // The rule shows until the password breaks it; then the broken part says what to fix.
  const passwordRule = form.formState.errors.password ? undefined : t('passwordRule', { count: MIN_PASSWORD_LENGTH });

  return (
    <Form ref={formElement} form={form} onSubmit={submit}>
      <FormTextField name="email" type="email" label={t('email')} autoComplete="email" />
      <FormTextField name="password" type="password" label={t('password')} autoComplete="new-password" hint={passwordRule} />
      <FormTextField name="confirmation" type="password" label={t('confirmPassword')} autoComplete="new-password" />
      <SubmitFeedback {...feedback} form={formElement} />
      <SubmitButton {...feedback.lock.buttonProps}>{form.formState.isSubmitting ? t('creatingAccount') : t('createAccount')}</SubmitButton>
    </Form>
  );
}
