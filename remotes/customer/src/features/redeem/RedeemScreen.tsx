import { useRef, useState, type FormEvent } from 'react';
import { routePath } from '@panel/rules';
import { Alert, apiErrorMessage, Button, Card, Link, PageHeader, TextField, useSingleFlight } from '@panel/ui';
import { useRedeemCoupon } from '../../api/redeem-coupon';
import { useRedeemT } from '../../messages/redeem';
import { normaliseCode, redeemRefusal } from './redeem-refusal';
import './redeem.css';

type Outcome =
  | { kind: 'added'; amount: number; coins: number }
  | { kind: 'tooManyAttempts'; minutes: number }
  | { kind: 'failed'; message: string };

/** `/redeem`: a coins code in, its coins added to the account (once per account, while the code lasts). */
export function RedeemScreen() {
  const t = useRedeemT();
  const redeem = useRedeemCoupon();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const { run, pending } = useSingleFlight(async () => {
    setOutcome(null);
    const typed = normaliseCode(code);
    if (!typed) {
      setFieldError(t('redeemCode_required'));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      const { amount, coins } = await redeem(typed);
      setCode('');
      setOutcome({ kind: 'added', amount, coins });
    } catch (error) {
      const refusal = redeemRefusal(error);
      if (refusal?.reason === 'tooManyAttempts') setOutcome({ kind: 'tooManyAttempts', minutes: Math.ceil(refusal.seconds / 60) });
      else if (refusal) {
        setFieldError(t(`redeem_${refusal.reason}`));
        input.current?.focus();
      } else setOutcome({ kind: 'failed', message: apiErrorMessage(error) });
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <>
      <PageHeader title={t('redeemTitle')} description={t('redeemIntro')} />
      <Card className="redeem">
        <form className="redeem-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
          {outcome?.kind === 'added' && (
            <Alert tone="success" title={t('redeemAdded', { count: outcome.amount })}>
              <p>{t('redeemNewTotal', { count: outcome.coins })}</p>
              <p>
                <Link to={routePath('coins')}>{t('redeemSeeHistory')}</Link>
              </p>
            </Alert>
          )}
          {outcome?.kind === 'tooManyAttempts' && (
            <Alert tone="warning" title={t('redeemTooManyAttempts')}>
              {outcome.minutes > 0 ? t('redeemTooManyAttemptsWait', { count: outcome.minutes }) : t('redeemTooManyAttemptsLater')}
            </Alert>
          )}
          {outcome?.kind === 'failed' && <Alert tone="danger">{outcome.message}</Alert>}
          <TextField
            ref={input}
            label={t('redeemCode')}
            hint={t('redeemCodeHint')}
            error={fieldError}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => {
              setCode(event.target.value);
              setFieldError(undefined);
            }}
          />
          <div className="redeem-actions">
            <Button type="submit" loading={pending}>
              {t('redeemSubmit')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
