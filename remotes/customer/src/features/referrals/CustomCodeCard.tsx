import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@panel/api';
import { Alert, apiErrorMessage, Button, Card, TextField, toast, useSingleFlight } from '@panel/ui';
import { useEditReferralCode } from '../../api/referrals';
import { useReferralsT } from '../../messages/referrals';
import { codeIssue, customCodeProgress } from './referral-rules';

interface Props {
  userId: string;
  /** The code the link ends with now. */
  code: string;
  /** People referred so far. */
  referrals: number;
  /** Referrals the person's plan asks before a custom code. */
  minimum: number;
}

/** Locked, with the way there, until the person has referred enough people; then a code of their choosing. */
export function CustomCodeCard({ userId, code, referrals, minimum }: Props) {
  const t = useReferralsT();
  const progress = customCodeProgress(referrals, minimum);
  const progressLabel = useId();
  return (
    <Card title={t('referralsCustomTitle')} aria-label={t('referralsCustomTitle')}>
      {progress.unlocked ? (
        <CodeForm userId={userId} code={code} />
      ) : (
        <div className="referrals-stack">
          <p className="referrals-text">{t('referralsCustomLocked', { minimum })}</p>
          <div className="referrals-progress">
            <span id={progressLabel}>{t('referralsCustomProgressLabel')}</span>
            <progress aria-labelledby={progressLabel} max={minimum} value={Math.min(referrals, minimum)} aria-valuetext={t('referralsCustomProgress', { current: referrals, minimum })} />
            <span className="referrals-muted">
              {t('referralsCustomProgress', { current: referrals, minimum })} · {t('referralsCustomRemaining', { count: progress.remaining })}
            </span>
          </div>
        </div>
      )}
    </Card>
  );
}

function CodeForm({ userId, code }: { userId: string; code: string }) {
  const t = useReferralsT();
  const save = useEditReferralCode(userId);
  const [wanted, setWanted] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  const { run, pending } = useSingleFlight(async () => {
    setFailure(null);
    const issue = codeIssue(wanted, code);
    if (issue) return refuse(t(`referralsCode_${issue}`));
    setError(undefined);
    const chosen = wanted.trim();
    try {
      await save(chosen);
      setWanted('');
      toast.success(t('referralsCodeSaved', { code: chosen }));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) refuse(t('referralsCodeTaken'));
      else setFailure(apiErrorMessage(caught));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <form className="referrals-stack" noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <p className="referrals-text">{t('referralsCustomUnlocked')}</p>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <TextField
        ref={field}
        label={t('referralsCodeLabel')}
        hint={t('referralsCodeHint')}
        error={error}
        value={wanted}
        onChange={(event) => setWanted(event.target.value)}
        placeholder={code}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
      />
      <div className="referrals-actions">
        <Button type="submit" loading={pending}>
          {t('referralsSaveCode')}
        </Button>
      </div>
    </form>
  );
}
