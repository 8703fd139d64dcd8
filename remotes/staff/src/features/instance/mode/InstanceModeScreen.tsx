import { useState, type FormEvent } from 'react';
import type { MigrationResult } from '@panel/api/contract';
import { instanceMode, type InstanceMode } from '@panel/rules';
import { useConfig } from '@panel/session';
import { Alert, apiErrorMessage, Badge, Button, Card, Checkbox, ConfirmDialog, DescriptionList, formatMoney, NumberField, PageHeader, useLanguage } from '@panel/ui';
import { migrateInstance, refreshPanelMode, type Migration } from '../../../api/migrate-instance';
import { useInstanceModeT } from '../../../messages/instance-mode';
import { DEFAULT_DRAFT, migrationOf, type DraftProblem, type MigrationDraft } from './migration-form';
import './instance-mode.css';

type T = ReturnType<typeof useInstanceModeT>;

function ResultList({ to, result, deletePlans, t }: { to: InstanceMode; result: MigrationResult; deletePlans: boolean; t: T }) {
  const language = useLanguage();
  const currency = useConfig().currency;
  return (
    <ul className="staff-mode-result">
      <li>{t('modeResultUsers', { count: result.users, what: t(`modeWhat_${to}`) })}</li>
      {result.balance !== undefined && result.coins !== undefined && (
        <li>{t(`modeMoney_${to}`, { balance: formatMoney(result.balance, currency, language), coins: result.coins })}</li>
      )}
      <li>{t('modeResultServers', { count: result.servers })}</li>
      <li>
        {to === 'plans'
          ? t('modeResultPlans_plans', { count: result.plans, fate: t(deletePlans ? 'modeFateDeleted' : 'modeFateUnlisted') })
          : t('modeResultPlans_resources', { count: result.plans })}
      </li>
    </ul>
  );
}

const sameResult = (a: MigrationResult, b: MigrationResult) => a.users === b.users && a.servers === b.servers && a.plans === b.plans && a.balance === b.balance && a.coins === b.coins;

/** `/staff/instance/mode`: per-server plans or the resource split, switched only after a dry run with the same parameters. */
export function InstanceModeScreen() {
  const t = useInstanceModeT();
  const current = instanceMode(useConfig().features);
  const target: InstanceMode = current === 'plans' ? 'resources' : 'plans';
  const [draft, setDraft] = useState<MigrationDraft>(DEFAULT_DRAFT);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [dryRun, setDryRun] = useState<{ key: string; result: MigrationResult; migration: Migration } | null>(null);
  const [done, setDone] = useState<{ to: InstanceMode; result: MigrationResult; expected: MigrationResult; deletePlans: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const parsed = migrationOf(target, draft);
  const key = 'migration' in parsed ? JSON.stringify(parsed.migration) : null;
  const dryRunCurrent = dryRun !== null && dryRun.key === key;

  const change = (field: keyof MigrationDraft, value: string | boolean) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setProblems((before) => before.filter((problem) => problem.field !== field));
  };
  const problemOf = (field: keyof MigrationDraft) => {
    const problem = problems.find((candidate) => candidate.field === field);
    if (!problem) return undefined;
    return problem.problem === 'atLeast' ? t('modeNumberInvalid', { min: problem.min }) : t('modeNumberPositive');
  };

  const runDryRun = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    if ('problems' in parsed) {
      setProblems(parsed.problems);
      return;
    }
    setPending(true);
    try {
      const result = await migrateInstance(parsed.migration, true);
      setDryRun({ key: JSON.stringify(parsed.migration), result, migration: parsed.migration });
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  const switchMode = async () => {
    if (!dryRun) return false;
    try {
      const result = await migrateInstance(dryRun.migration, false);
      setDone({ to: dryRun.migration.to, result, expected: dryRun.result, deletePlans: dryRun.migration.to === 'plans' && dryRun.migration.options.deletePlans });
      setDryRun(null);
      await refreshPanelMode().catch(() => undefined);
      return true;
    } catch (failure) {
      setError(apiErrorMessage(failure));
      return true;
    }
  };

  const hours = t('expirationDelayHours');
  return (
    <>
      <PageHeader title={t('modeTitle')} description={t('modeIntro')} />
      {done && (
        <Alert tone={sameResult(done.result, done.expected) ? 'success' : 'warning'} title={t('modeDoneTitle', { mode: t(`mode_${done.to}`) })}>
          <ResultList to={done.to} result={done.result} deletePlans={done.deletePlans} t={t} />
          <p>{sameResult(done.result, done.expected) ? t('modeMatches') : t('modeDiffers')}</p>
        </Alert>
      )}
      <Card>
        <DescriptionList items={[{ label: t('modeCurrent'), value: <Badge tone="info">{t(`mode_${current}`)}</Badge> }]} />
        <p className="staff-mode-hint">{t(`mode_${current}Hint`)}</p>
      </Card>
      <Card title={t('modeSwitchTo', { mode: t(`mode_${target}`) })}>
        <p className="staff-mode-hint">{t(`mode_${target}Hint`)}</p>
        <form noValidate onSubmit={(event) => void runDryRun(event)} className="staff-mode-form" aria-label={t('modeParameters')} aria-busy={pending || undefined}>
          {error && <Alert tone="danger">{error}</Alert>}
          {target === 'plans' ? (
            <>
              <NumberField label={t('planPriceToBalanceRatio')} hint={t('planPriceToBalanceRatioHint')} value={draft.planPriceToBalanceRatio} error={problemOf('planPriceToBalanceRatio')} inputMode="decimal" onChange={(event) => change('planPriceToBalanceRatio', event.target.value)} />
              <NumberField label={t('coinsToBalanceRate')} hint={t('coinsToBalanceRateHint')} value={draft.coinsToBalanceRate} error={problemOf('coinsToBalanceRate')} inputMode="decimal" onChange={(event) => change('coinsToBalanceRate', event.target.value)} />
            </>
          ) : (
            <NumberField label={t('balanceToCoinsRatio')} hint={t('balanceToCoinsRatioHint')} value={draft.balanceToCoinsRatio} error={problemOf('balanceToCoinsRatio')} inputMode="decimal" onChange={(event) => change('balanceToCoinsRatio', event.target.value)} />
          )}
          <NumberField label={hours} hint={t(`expirationDelayHoursHint_${target}`)} value={draft.expirationDelayHours} error={problemOf('expirationDelayHours')} inputMode="decimal" onChange={(event) => change('expirationDelayHours', event.target.value)} />
          {target === 'plans' && <Checkbox label={t('deletePlans')} checked={draft.deletePlans} onCheckedChange={(checked) => change('deletePlans', checked)} />}
          <div className="staff-mode-actions">
            <Button type="submit" variant="secondary" loading={pending}>
              {t('modeDryRun')}
            </Button>
            <Button variant="danger" disabled={!dryRunCurrent} onClick={() => setConfirming(true)}>
              {t('modeSwitchTo', { mode: t(`mode_${target}`) })}
            </Button>
          </div>
        </form>
        {dryRun && (
          <section aria-labelledby="staff-mode-dry-run" className="staff-mode-dry-run">
            <h3 id="staff-mode-dry-run">{t('modeDryRunTitle')}</h3>
            {!dryRunCurrent && <Alert tone="warning">{t('modeDryRunStale')}</Alert>}
            <ResultList to={target} result={dryRun.result} deletePlans={draft.deletePlans} t={t} />
          </section>
        )}
      </Card>
      {dryRun && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('modeConfirmTitle', { mode: t(`mode_${target}`) })}
          confirmLabel={t('modeSwitchTo', { mode: t(`mode_${target}`) })}
          destructive
          onConfirm={switchMode}
        >
          <ResultList to={target} result={dryRun.result} deletePlans={draft.deletePlans} t={t} />
          <p>{t('modeConfirmText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
