import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@panel/api';
import type { User } from '@panel/api/contract';
import { isEmailAddress } from '@panel/rules';
import { rememberComingFrom, takeComingFrom } from '@panel/session';
import { Alert, apiErrorMessage, Avatar, Button, Card, TextField, toast, useSingleFlight } from '@panel/ui';
import { useEditProfile } from '../../api/profile';
import { useSettingsT } from '../../messages/settings';
import { avatarFieldValue, avatarIssue, avatarToSend, gravatarUrl, isNewEmail, usernameIssue } from './settings-rules';

type Field = 'username' | 'email' | 'avatarUrl';
type Errors = Partial<Record<Field, string>>;

/** Username, email and picture. A new email unverifies the account until the link sent to it is followed. */
export function ProfileSection({ user }: { user: User }) {
  const t = useSettingsT();
  const save = useEditProfile();
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [avatarUrl, setAvatarUrl] = useState(() => avatarFieldValue(user.avatarUrl));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const usernameField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const avatarField = useRef<HTMLInputElement>(null);

  const problems = (): Errors => {
    const name = usernameIssue(username);
    const picture = avatarIssue(avatarUrl);
    const address = email.trim() === '' ? 'required' : isEmailAddress(email) ? null : 'invalid';
    return {
      ...(name && { username: t(`settingsUsername_${name}`) }),
      ...(address && { email: t(`settingsEmail_${address}`) }),
      ...(picture && { avatarUrl: t(`settingsAvatar_${picture}`) }),
    };
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = found.username ? usernameField : found.email ? emailField : found.avatarUrl ? avatarField : null;
    first?.current?.focus();
  };

  const { run, pending } = useSingleFlight(async () => {
    setFailure(null);
    const found = problems();
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const newEmail = isNewEmail(user.email, email);
    try {
      // After verifying the new address, the person comes back here.
      if (newEmail) rememberComingFrom('/settings');
      await save({ username, email: email.trim(), avatarUrl: avatarToSend(avatarUrl, user.avatarUrl) });
      toast.success(newEmail ? t('settingsProfileSavedVerify', { email: email.trim() }) : t('settingsProfileSaved'));
    } catch (error) {
      // Nothing to verify after all: no way back to remember.
      if (newEmail) takeComingFrom();
      if (error instanceof ApiError && error.status === 409) showErrors({ email: t('settingsEmailTaken') });
      else setFailure(apiErrorMessage(error));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  const takeGravatar = async () => {
    setAvatarUrl(await gravatarUrl(email));
    setErrors((previous) => ({ ...previous, avatarUrl: undefined }));
  };

  const preview = avatarIssue(avatarUrl) === null ? avatarToSend(avatarUrl, user.avatarUrl) : user.avatarUrl;

  return (
    <Card title={t('settingsProfile')} aria-label={t('settingsProfile')}>
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <div className="settings-avatar">
          <Avatar src={preview} name={username || user.username} size={64} />
          <Button variant="secondary" size="sm" onClick={takeGravatar}>
            {t('settingsUseGravatar')}
          </Button>
        </div>
        <TextField
          ref={usernameField}
          label={t('settingsUsername')}
          hint={t('settingsUsernameHint')}
          error={errors.username}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
        />
        <TextField
          ref={emailField}
          type="email"
          label={t('settingsEmail')}
          hint={t('settingsEmailHint')}
          error={errors.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
        />
        <TextField
          ref={avatarField}
          type="url"
          label={t('settingsAvatar')}
          hint={t('settingsAvatarHint')}
          error={errors.avatarUrl}
          value={avatarUrl}
          onChange={(event) => setAvatarUrl(event.target.value)}
          autoComplete="photo"
          spellCheck={false}
        />
        <div className="settings-actions">
          <Button type="submit" loading={pending}>
            {t('settingsSaveProfile')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
