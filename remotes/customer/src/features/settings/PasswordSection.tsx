import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@panel/api';
import { MIN_PASSWORD_LENGTH } from '@panel/rules';
import { Alert, apiErrorMessage, Button, Card, TextField, toast, useSingleFlight } from '@panel/ui';
import { useChangePassword } from '../../api/password';
import { useSettingsT } from '../../messages/settings';
import { passwordChangeProblems, type PasswordChangeFields } from './settings-rules';

type Field = keyof PasswordChangeFields;
const FIELDS: Field[] = ['current', 'password', 'confirmation'];
const EMPTY: PasswordChangeFields = { current: '', password: '', confirmation: '' };

/** A new password, given the current one; the account's other sessions end with the change. */
export function PasswordSection() {
  const t = useSettingsT();
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChangeFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refs = { current: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirmation: useRef<HTMLInputElement>(null) };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const { run, pending } = useSingleFlight(async () => {
    setFailure(null);
    const problems = passwordChangeProblems(values);
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, issue]) => [field, t(`settingsPassword_${issue}`, { count: MIN_PASSWORD_LENGTH })]),
    );
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      await change({ oldPassword: values.current, password: values.password });
      setValues(EMPTY);
      toast.success(t('settingsPasswordChanged'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) showErrors({ current: t('settingsWrongPassword') });
      else setFailure(apiErrorMessage(error));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  const field = (name: Field) => ({
    ref: refs[name],
    type: 'password',
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return (
    <Card title={t('settingsPassword')} aria-label={t('settingsPassword')}>
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <TextField {...field('current')} label={t('settingsCurrentPassword')} autoComplete="current-password" />
        <TextField
          {...field('password')}
          label={t('settingsNewPassword')}
          hint={t('settingsNewPasswordHint', { count: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
        />
        <TextField {...field('confirmation')} label={t('settingsConfirmPassword')} autoComplete="new-password" />
        <div className="settings-actions">
          <Button type="submit" loading={pending}>
            {t('settingsChangePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
