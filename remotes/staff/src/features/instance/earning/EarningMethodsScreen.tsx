import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffEarningMethods } from '@panel/api/contract';
import { Alert, Button, Card, Loadable, NumberField, PageHeader, serverErrorsOf, Switch, TextField, toast } from '@panel/ui';
import { useEditEarningMethods, useStaffEarningMethods } from '../../../api/earning-methods';
import { useEarningMethodsT } from '../../../messages/earning-methods';
import { draftOfMethods, methodsOf, type EarningDraft, type EarningProblems } from './earning-form';
import './earning-methods.css';

function EarningMethodsForm({ methods }: { methods: StaffEarningMethods }) {
  const t = useEarningMethodsT();
  const save = useEditEarningMethods();
  const [draft, setDraft] = useState<EarningDraft>(() => draftOfMethods(methods));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const messageOf = (problems: EarningProblems) =>
    Object.fromEntries(
      Object.entries(problems).map(([place, problem]) => [
        place,
        problem.kind === 'required' ? t('problemRequired') : problem.kind === 'whole' ? t('problemWhole', { min: problem.min }) : problem.kind === 'number' ? t('problemNumber') : problem.kind === 'url' ? t('problemUrl') : t('problemBounds'),
      ]),
    );
  const clear = (place: string) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== place)));
  const setPart = <Part extends 'linkvertise' | 'jfr'>(part: Part, field: keyof EarningDraft[Part], value: string | boolean) => {
    setDraft((current) => ({ ...current, [part]: { ...current[part], [field]: value } }));
    clear(`${part}.${String(field)}`);
  };
  const setOther = (index: number, field: 'name' | 'link' | 'reward', value: string) => {
    setDraft((current) => ({ ...current, other: current.other.map((method, at) => (at === index ? { ...method, [field]: value } : method)) }));
    clear(`other.${index}.${field}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = methodsOf(draft);
    if ('problems' in checked) {
      setErrors(messageOf(checked.problems));
      setFormError(t('earningFix'));
      setRefusals((count) => count + 1);
      return;
    }
    setPending(true);
    try {
      const saved = await save(checked.methods);
      setDraft(draftOfMethods(saved));
      setErrors({});
      toast.success(t('earningSaved'));
    } catch (error) {
      const refused = serverErrorsOf(error);
      setErrors(refused.fields);
      setFormError(refused.message ?? t('earningFix'));
      setRefusals((count) => count + 1);
    } finally {
      setPending(false);
    }
  };

  const number = (part: 'linkvertise' | 'jfr', field: string, label: string, hint?: string) => (
    <NumberField
      label={label}
      hint={hint}
      value={String((draft[part] as Record<string, unknown>)[field])}
      error={errors[`${part}.${field}`]}
      inputMode="decimal"
      onChange={(event) => setPart(part, field as never, event.target.value)}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="staff-earning" aria-label={t('earningTitle')} aria-busy={pending || undefined}>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <Card title={t('shortenerTitle')}>
        <div className="staff-earning-fields">
          <p role="status">{t('shortenerUsage', { count: methods.usage.linkvertiseToday })}</p>
          <Switch label={t('shortenerEnabled')} checked={draft.linkvertise.enabled} onCheckedChange={(checked) => setPart('linkvertise', 'enabled', checked)} />
          <TextField label={t('shortenerAccount')} hint={t('shortenerAccountHint')} value={draft.linkvertise.userid} error={errors['linkvertise.userid']} autoComplete="off" onChange={(event) => setPart('linkvertise', 'userid', event.target.value)} />
          {number('linkvertise', 'reward', t('shortenerReward'))}
          {number('linkvertise', 'dailyLimit', t('shortenerDailyLimit'))}
        </div>
      </Card>
      <Card title={t('jfrTitle')}>
        <div className="staff-earning-fields">
          <p>{t('jfrIntro')}</p>
          <p role="status">{t('jfrUsage', { count: methods.usage.jfrListings })}</p>
          <Switch label={t('jfrEnabled')} checked={draft.jfr.enabled} onCheckedChange={(checked) => setPart('jfr', 'enabled', checked)} />
          {number('jfr', 'minMembers', t('jfrMinMembers'))}
          {number('jfr', 'maxMembers', t('jfrMaxMembers'))}
          {number('jfr', 'minReward', t('jfrMinReward'))}
          {number('jfr', 'maxReward', t('jfrMaxReward'))}
          {number('jfr', 'pricePerRewardUnit', t('jfrPricePerRewardUnit'))}
          {number('jfr', 'pricePerMember', t('jfrPricePerMember'))}
          <TextField label={t('jfrPayment')} hint={t('jfrPaymentHint')} value={draft.jfr.payment} error={errors['jfr.payment']} onChange={(event) => setPart('jfr', 'payment', event.target.value)} />
        </div>
      </Card>
      <Card title={t('otherTitle')}>
        <p>{t('otherIntro')}</p>
        {draft.other.length === 0 && <p>{t('otherNone')}</p>}
        <div className="staff-earning-others">
          {draft.other.map((method, index) => {
            const saved = methods.other.find((candidate) => candidate._id === method._id);
            return (
              <fieldset key={method._id ?? `new-${index}`} className="staff-earning-other">
                <legend>{t('otherLink', { number: index + 1 })}</legend>
                <p>{saved ? t('otherUsage', { clicks: saved.clicks, today: methods.usage.otherToday[saved._id] ?? 0 }) : t('otherNew')}</p>
                <TextField label={t('otherName')} value={method.name} error={errors[`other.${index}.name`]} maxLength={64} onChange={(event) => setOther(index, 'name', event.target.value)} />
                <TextField label={t('otherUrl')} value={method.link} type="url" inputMode="url" error={errors[`other.${index}.link`]} onChange={(event) => setOther(index, 'link', event.target.value)} />
                <NumberField label={t('otherReward')} value={method.reward} inputMode="numeric" error={errors[`other.${index}.reward`]} onChange={(event) => setOther(index, 'reward', event.target.value)} />
                <Button variant="secondary" size="sm" onClick={() => setDraft((current) => ({ ...current, other: current.other.filter((_, at) => at !== index) }))}>
                  {t('otherRemove', { number: index + 1 })}
                </Button>
              </fieldset>
            );
          })}
        </div>
        <Button variant="secondary" onClick={() => setDraft((current) => ({ ...current, other: [...current.other, { name: '', link: '', reward: '1' }] }))}>
          {t('otherAdd')}
        </Button>
      </Card>
      <div className="staff-settings-actions">
        <Button type="submit" loading={pending}>
          {t('earningSave')}
        </Button>
      </div>
    </form>
  );
}

/** `/staff/earningmethods`: the link shortener, join-for-reward bounds and prices, and other links, each with how often it is used. */
export function EarningMethodsScreen() {
  const t = useEarningMethodsT();
  const { data, error, mutate } = useStaffEarningMethods();
  return (
    <>
      <PageHeader title={t('earningTitle')} description={t('earningIntro')} />
      <Loadable state={error ? 'error' : data ? 'success' : 'loading'} errorMessage={t('earningLoadFailed')} onRetry={() => void mutate()}>
        {data && <EarningMethodsForm methods={data} />}
      </Loadable>
    </>
  );
}
