import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SidebarLink } from '@panel/api/contract';
import { Alert, Button, serverErrorsOf, TextField } from '@panel/ui';
import { useSidebarLinksT } from '../../../messages/sidebar-links';
import { linkProblem } from './sidebar-link-rules';

export type SidebarLinkValues = { text: string; link: string; order: number };

type Field = keyof SidebarLinkValues;
type T = ReturnType<typeof useSidebarLinksT>;

/** The values to save, or what is wrong with each field. */
export function checkSidebarLink(draft: Record<Field, string>, t: T): { values: SidebarLinkValues } | { problems: Partial<Record<Field, string>> } {
  const problems: Partial<Record<Field, string>> = {};
  const text = draft.text.trim();
  const link = draft.link.trim();
  const order = draft.order.trim() === '' ? 0 : Number(draft.order);
  if (text === '' || text.length > 40) problems.text = t('sidebarTextRequired');
  const problem = linkProblem(link);
  if (problem) problems.link = t(problem === 'token' ? 'sidebarLinkToken' : 'sidebarLinkInvalid');
  if (!Number.isInteger(order) || order < 0 || order > 1000) problems.order = t('sidebarOrderInvalid');
  return Object.keys(problems).length > 0 ? { problems } : { values: { text, link, order } };
}

/** Text, link and order of a sidebar link; the server's refusals land on their fields (`body.data.link` → Link). */
export function SidebarLinkForm({ initial, onSave, submitLabel }: { initial?: SidebarLink; onSave: (values: SidebarLinkValues) => Promise<unknown>; submitLabel: string }) {
  const t = useSidebarLinksT();
  const [draft, setDraft] = useState<Record<Field, string>>({ text: initial?.text ?? '', link: initial?.link ?? '', order: String(initial?.order ?? 0) });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = checkSidebarLink(draft, t);
    if ('problems' in checked) {
      setProblems(checked.problems);
      setRefusals((count) => count + 1);
      return;
    }
    setPending(true);
    try {
      await onSave(checked.values);
    } catch (error) {
      const { fields, message } = serverErrorsOf(error);
      const named = Object.fromEntries(Object.entries(fields).flatMap(([field, text]) => {
        const name = /^body(?:\.data)?\.(text|link|order)$/.exec(field)?.[1];
        return name ? [[name, text]] : [];
      }));
      setProblems(named);
      setRefusals((count) => count + 1);
      setFormError(message ?? (Object.keys(named).length === 0 ? Object.values(fields).join(' ') : null));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="staff-sidebar-form" aria-busy={pending || undefined}>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField label={t('sidebarText')} value={draft.text} error={problems.text} maxLength={40} autoComplete="off" onChange={(event) => change('text', event.target.value)} />
      <TextField label={t('sidebarLink')} hint={t('sidebarLinkHint')} value={draft.link} error={problems.link} inputMode="url" autoComplete="off" spellCheck={false} onChange={(event) => change('link', event.target.value)} />
      <TextField label={t('sidebarOrder')} hint={t('sidebarOrderHint')} value={draft.order} error={problems.order} inputMode="numeric" onChange={(event) => change('order', event.target.value)} />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
