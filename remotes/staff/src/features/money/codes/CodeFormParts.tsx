import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, apiErrorMessage, Button, TextField, useSingleFlight } from '@panel/ui';
import { useStaffCodesT } from '../../../messages/staff-codes';
import { useStaffKitT } from '../../../messages/staff-kit';
import { generateCode, refusedFields } from './code-form';

/**
 * A record form's state: typed values, the rule each breaks (shown once Save was pressed), the
 * fields the server refused (until that field changes) and a refusal about the whole form.
 * `save` runs once at a time; a refusal keeps everything typed.
 */
export function useCodeForm<Values extends Record<string, unknown>>(
  initial: Values,
  problemsOf: (values: Values) => Partial<Record<keyof Values & string, string>>,
  save: (values: Values) => Promise<unknown>,
) {
  const t = useStaffCodesT();
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const problems = problemsOf(values);

  // The first field to fix takes the focus, once React has shown its message: after the render
  // the request causes (a frame timer could run before it on a busy page).
  const formElement = useRef<HTMLFormElement | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);
  const focusFirstProblem = (form: HTMLFormElement) => {
    formElement.current = form;
    setFocusRequests((count) => count + 1);
  };
  const submit = useSingleFlight(async (form: HTMLFormElement) => {
    setTried(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(form);
      return;
    }
    try {
      await save(values);
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) {
        // The server's one rule the form cannot check alone: a code nobody else has.
        if (fields.code && /already/i.test(fields.code)) fields.code = t('codeCodeTaken');
        setRefused(fields);
        focusFirstProblem(form);
      } else {
        setFailure(apiErrorMessage(error));
      }
    }
  });

  const set = <Key extends keyof Values & string>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setRefused((current) => {
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
  };
  const errorOf = (key: keyof Values & string): string | undefined => refused[key] ?? (tried ? problems[key] : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(event.currentTarget as HTMLFormElement);
  };
  return { values, set, errorOf, onSubmit, pending: submit.pending, failure };
}

/** The `Code` field with a button that fills in a fresh one. */
export function CodeField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const t = useStaffCodesT();
  return (
    <div className="money-form-row">
      <TextField label={t('codeCode')} hint={t('codeCodeHint')} value={value} onChange={(event) => onChange(event.target.value)} error={error} autoComplete="off" spellCheck={false} required />
      <Button type="button" variant="secondary" onClick={() => onChange(generateCode())}>
        {t('codeGenerate')}
      </Button>
    </div>
  );
}

/** The form's end: a refusal about the whole form, and Save. */
export function FormEnd({ failure, pending, children }: { failure: string | null; pending: boolean; children?: ReactNode }) {
  const kit = useStaffKitT();
  return (
    <>
      {failure && (
        <Alert tone="danger" role="alert">
          <p>{failure}</p>
        </Alert>
      )}
      <div className="money-actions">
        <Button type="submit" loading={pending}>
          {kit('kitSave')}
        </Button>
        {children}
      </div>
    </>
  );
}
