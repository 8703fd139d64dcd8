import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffAdventCalendar } from '@panel/api/contract';
import { Alert, Badge, Button, Card, formatDate, NumberField, serverErrorsOf, Textarea, TextField, toast, useLanguage } from '@panel/ui';
import { useEditAdventCalendar } from '../../../api/advent-calendar';
import { useEventsT } from '../../../messages/events';
import { calendarOf, draftOfCalendar, type AdventDraft, type AdventProblem, type DayDraft } from './advent-form';

const PROBLEM_MESSAGES = { required: 'adventRequired', url: 'adventUrl', reward: 'adventReward', timezone: 'adventTimezoneInvalid', startsOn: 'adventStartsOnInvalid' } as const;

/** The advent calendar: its season, timezone, background and each day's title, description, image and reward. */
export function AdventCalendarForm({ calendar }: { calendar: StaffAdventCalendar }) {
  const t = useEventsT();
  const language = useLanguage();
  const save = useEditAdventCalendar();
  const [draft, setDraft] = useState<AdventDraft>(() => draftOfCalendar(calendar));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const clear = (place: string) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== place)));
  const setDay = (index: number, field: keyof DayDraft, value: string) => {
    setDraft((current) => ({ ...current, days: current.days.map((day, at) => (at === index ? { ...day, [field]: value } : day)) }));
    clear(`days.${index}.${field}`);
  };
  const message = (problem: AdventProblem) => t(PROBLEM_MESSAGES[problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = calendarOf(draft);
    if ('problems' in checked) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([place, problem]) => [place, message(problem)])));
      setFormError(t('adventFix'));
      setRefusals((count) => count + 1);
      return;
    }
    setPending(true);
    try {
      const saved = await save(checked.calendar);
      setDraft(draftOfCalendar(saved));
      setErrors({});
      toast.success(t('adventSaved'));
    } catch (error) {
      const refused = serverErrorsOf(error);
      setErrors(refused.fields);
      setFormError(refused.message ?? t('adventFix'));
      setRefusals((count) => count + 1);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('adventTitle')}>
      <p>
        <Badge tone={calendar.season.open ? 'success' : 'neutral'}>{calendar.season.open ? t('adventSeasonOpen') : t('adventSeasonNext')}</Badge>{' '}
        {t('adventSeasonText', { start: formatDate(calendar.season.start, language, 'dateTime'), end: formatDate(calendar.season.end, language, 'dateTime') })}
      </p>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="staff-advent-form" aria-label={t('adventTitle')} aria-busy={pending || undefined}>
        {formError && <Alert tone="danger">{formError}</Alert>}
        <TextField label={t('adventStartsOn')} hint={t('adventStartsOnHint')} value={draft.startsOn} error={errors.startsOn} autoComplete="off" inputMode="numeric" maxLength={5} onChange={(event) => {
          setDraft((current) => ({ ...current, startsOn: event.target.value }));
          clear('startsOn');
        }} />
        <TextField label={t('adventTimezone')} hint={t('adventTimezoneHint')} value={draft.timezone} error={errors.timezone} autoComplete="off" spellCheck={false} onChange={(event) => {
          setDraft((current) => ({ ...current, timezone: event.target.value }));
          clear('timezone');
        }} />
        <TextField label={t('adventBackground')} hint={t('adventBackgroundHint')} value={draft.background} error={errors.background} type="url" inputMode="url" onChange={(event) => {
          setDraft((current) => ({ ...current, background: event.target.value }));
          clear('background');
        }} />
        <h3>{t('adventDays')}</h3>
        <div className="staff-advent-days">
          {draft.days.map((day, index) => (
            <fieldset key={index} className="staff-advent-day">
              <legend>{t('adventDay', { day: index + 1 })}</legend>
              <TextField label={t('adventDayTitle')} value={day.title} error={errors[`days.${index}.title`]} maxLength={80} onChange={(event) => setDay(index, 'title', event.target.value)} />
              <Textarea label={t('adventDayDescription')} value={day.description} rows={2} maxLength={500} error={errors[`days.${index}.description`]} onChange={(event) => setDay(index, 'description', event.target.value)} />
              <TextField label={t('adventDayImage')} value={day.image} type="url" inputMode="url" error={errors[`days.${index}.image`]} onChange={(event) => setDay(index, 'image', event.target.value)} />
              <NumberField label={t('adventDayReward')} value={day.reward} inputMode="numeric" error={errors[`days.${index}.reward`]} onChange={(event) => setDay(index, 'reward', event.target.value)} />
            </fieldset>
          ))}
        </div>
        <div className="staff-settings-actions">
          <Button type="submit" loading={pending}>
            {t('adventSave')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
