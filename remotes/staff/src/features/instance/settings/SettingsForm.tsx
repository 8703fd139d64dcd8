import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, apiErrorMessage, Button, Card, NumberField, Select, serverErrorsOf, Switch, Textarea, TextField, toast } from '@panel/ui';
import { useEditInstanceSettings } from '../../../api/edit-instance-settings';
import type { InstanceSettings } from '../../../api/instance-settings';
import { instanceSettingsMessage, useInstanceSettingsT, type InstanceSettingsMessage } from '../../../messages/instance-settings';
import { changedSettings, checkDrafts, draftOf, settingOfRefusal, type DraftValue, type SettingField } from './setting-fields';

export interface SettingsFormProps {
  title: string;
  fields: readonly SettingField[];
  settings: InstanceSettings;
  labelOf: (key: string) => string;
  hintOf?: (key: string) => string | undefined;
  /** An id for the card's heading, so the form is named by it. */
  id: string;
}

interface Change {
  name: string;
  before: string;
  after: string;
}

/** A setting's value as the form shows it (a time of day as hh:mm, a switch as on or off). */
const shown = (field: SettingField, value: unknown): string => {
  const draft = draftOf(field, value);
  if (typeof draft === 'boolean') return instanceSettingsMessage(draft ? 'settingsOn' : 'settingsOff');
  return draft === '' ? instanceSettingsMessage('settingsUnknown') : draft;
};

/**
 * One group of instance settings: each field labelled, explained and checked as it is typed
 * (shown on save), only the changed ones sent, the server's refusals put on their fields, and
 * a save that says what changed.
 */
export function SettingsForm({ title, fields, settings, labelOf, hintOf, id }: SettingsFormProps) {
  const t = useInstanceSettingsT();
  const save = useEditInstanceSettings();
  const [drafts, setDrafts] = useState<Record<string, DraftValue>>(() => Object.fromEntries(fields.map((field) => [field.key, draftOf(field, settings[field.key])])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [lastChanges, setLastChanges] = useState<Change[] | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused save moves focus to the first field that needs fixing.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = (key: string, value: DraftValue) => {
    setDrafts((current) => ({ ...current, [key]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const { edits, problems } = checkDrafts(fields, settings, drafts);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, t(`problem_${problem}` as InstanceSettingsMessage)])));
      setFormError(t('settingsFixProblems'));
      setRefusals((count) => count + 1);
      return;
    }
    if (edits.length === 0) {
      toast(t('settingsNothingChanged'));
      return;
    }
    setPending(true);
    try {
      await save(edits);
      const changes = changedSettings(fields, settings, edits).map(({ field, before, after }) => ({ name: labelOf(field.key), before: shown(field, before), after: shown(field, after) }));
      setLastChanges(changes);
      toast.success(t('settingsSaved', { count: changes.length, names: changes.map((change) => change.name).join(', ') }));
    } catch (error) {
      const refused = serverErrorsOf(error);
      const onFields: Record<string, string> = {};
      for (const [field, message] of Object.entries(refused.fields)) {
        const key = settingOfRefusal(field, edits);
        if (key) onFields[key] = message;
      }
      setErrors(onFields);
      setRefusals((count) => count + 1);
      setFormError(refused.message ?? (Object.keys(onFields).length > 0 ? t('settingsFixProblems') : apiErrorMessage(error)));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="staff-settings-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="staff-settings-title">
        {title}
      </h2>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} aria-busy={pending || undefined} className="staff-settings-form">
        {formError && <Alert tone="danger">{formError}</Alert>}
        {fields.map((field) => {
          const common = { label: labelOf(field.key), hint: hintOf?.(field.key), error: errors[field.key] };
          // A part of an optional object (the announcement) is needed only once the object is used, as its hint says.
          const required = field.partOf === undefined && 'required' in field.kind && field.kind.required === true;
          const draft = drafts[field.key];
          switch (field.kind.type) {
            case 'switch':
              return <Switch key={field.key} label={common.label} hint={common.hint} checked={draft === true} onCheckedChange={(checked) => set(field.key, checked)} />;
            case 'select':
              return (
                <Select
                  key={field.key}
                  label={common.label}
                  hint={common.hint}
                  error={common.error}
                  value={String(draft)}
                  onValueChange={(value) => set(field.key, value)}
                  options={field.kind.options.map((option) => ({ value: option, label: option }))}
                />
              );
            case 'textarea':
              return <Textarea key={field.key} {...common} required={required} value={String(draft)} rows={3} onChange={(event) => set(field.key, event.target.value)} />;
            case 'number':
              return <NumberField key={field.key} {...common} value={String(draft)} inputMode="decimal" onChange={(event) => set(field.key, event.target.value)} />;
            case 'url':
              return <TextField key={field.key} {...common} type="url" inputMode="url" value={String(draft)} onChange={(event) => set(field.key, event.target.value)} />;
            case 'text':
              return <TextField key={field.key} {...common} required={required} value={String(draft)} onChange={(event) => set(field.key, event.target.value)} />;
            case 'time':
              return <TextField key={field.key} {...common} type="time" required value={String(draft)} onChange={(event) => set(field.key, event.target.value)} />;
          }
        })}
        {lastChanges && (
          <Alert tone="success" title={t('settingsLastSave')}>
            <ul>
              {lastChanges.map((change) => (
                <li key={change.name}>{t('settingsChangedFrom', change as unknown as Record<string, unknown>)}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="staff-settings-actions">
          <Button type="submit" loading={pending}>
            {t('settingsSaveGroup')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
