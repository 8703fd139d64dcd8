import { useState, type FormEvent } from 'react';
import { Alert, apiErrorMessage, Badge, Button, Card, ConfirmDialog, Loadable, TextField, toast } from '@panel/ui';
import { checkConnection, INTEGRATIONS, type Integration } from '../../../api/check-connection';
import { useDeleteInactiveUsers, useInactiveUsers } from '../../../api/inactive-users';
import { useSendTestEmail } from '../../../api/send-test-email';
import { useInstanceSettingsT } from '../../../messages/instance-settings';

const SERVICE_NAMES: Record<Integration, string> = { stripe: 'Stripe', paypal: 'PayPal', coingate: 'CoinGate', cashfree: 'CashFree', litepay: 'LitePay', discord: 'Discord' };

function TestEmail() {
  const t = useInstanceSettingsT();
  const send = useSendTestEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSentTo(null);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError(t('problem_required'));
      return;
    }
    setPending(true);
    try {
      await send(address);
      setSentTo(address);
      setError(undefined);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="staff-test-email" className="staff-tool">
      <h3 id="staff-test-email">{t('testEmailTitle')}</h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="staff-tool-form">
        <TextField label={t('testEmailAddress')} type="email" autoComplete="email" value={email} error={error} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" loading={pending} variant="secondary">
          {t('testEmailSend')}
        </Button>
      </form>
      {sentTo && <Alert tone="success">{t('testEmailSent', { email: sentTo })}</Alert>}
    </section>
  );
}

type CheckResult = { ok: true } | { ok: false; reason: string };

function Connections() {
  const t = useInstanceSettingsT();
  const [results, setResults] = useState<Partial<Record<Integration, CheckResult>>>({});
  const check = async (service: Integration) => {
    try {
      await checkConnection(service);
      setResults((current) => ({ ...current, [service]: { ok: true } }));
    } catch (error) {
      setResults((current) => ({ ...current, [service]: { ok: false, reason: apiErrorMessage(error) } }));
    }
  };
  return (
    <section aria-labelledby="staff-connections" className="staff-tool">
      <h3 id="staff-connections">{t('connectionsTitle')}</h3>
      <p>{t('connectionsIntro')}</p>
      <ul className="staff-connections">
        {INTEGRATIONS.map((service) => {
          const result = results[service];
          return (
            <li key={service}>
              <Button variant="secondary" size="sm" onClick={() => check(service)}>
                {t('connectionCheck', { service: SERVICE_NAMES[service] })}
              </Button>
              <span role="status">
                {result?.ok === true && <Badge tone="success">{t('connectionOk')}</Badge>}
                {result?.ok === false && <span className="staff-connection-failed">{t('connectionFailed', { reason: result.reason })}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function InactiveUsers() {
  const t = useInstanceSettingsT();
  const { data, error, mutate } = useInactiveUsers();
  const remove = useDeleteInactiveUsers();
  const [open, setOpen] = useState(false);
  const count = data?.count ?? 0;
  const confirm = async () => {
    try {
      const { deleted } = await remove();
      toast.success(t('inactiveDeleted', { count: deleted }));
      return true;
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
      return false;
    }
  };
  return (
    <section aria-labelledby="staff-inactive" className="staff-tool">
      <h3 id="staff-inactive">{t('inactiveTitle')}</h3>
      <p>{t('inactiveIntro')}</p>
      <Loadable state={error ? 'error' : data ? 'success' : 'loading'} onRetry={() => void mutate()}>
        <p role="status">{t('inactiveCount', { count })}</p>
        {count > 0 && (
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('inactiveDelete')}
          </Button>
        )}
      </Loadable>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={t('inactiveConfirmTitle', { count })} confirmLabel={t('inactiveDelete')} destructive onConfirm={confirm}>
        <p>{t('inactiveConfirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Send a test mail, check each outside service, clean up inactive accounts (count first). */
export function MaintenanceTools() {
  const t = useInstanceSettingsT();
  return (
    <Card title={t('toolsTitle')} className="staff-tools">
      <TestEmail />
      <Connections />
      <InactiveUsers />
    </Card>
  );
}
