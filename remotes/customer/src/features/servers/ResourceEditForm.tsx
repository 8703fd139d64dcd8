import { useRef, useState } from 'react';
import { ApiError } from '@panel/api';
import type { ServerView } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Alert, apiErrorMessage, Button, NumberField, stayPending, toast, useSingleFlight } from '@panel/ui';
import { useEditServer } from '../../api/edit-server';
import { useUsage } from '../../api/usage';
import { useServersT } from '../../messages/servers';
import { RESOURCE_LABELS } from './resource-labels';
import { leftWith, refusalLines, RESOURCES, resourceProblems, roomFor, serverNameProblem, type RefusalLine, type Resource, type ResourceProblem, type Resources } from '@panel/rules';
import { ServerNameField } from './ServerNameField';
import { ServerSkeleton } from './ServerSkeleton';

type Typed = Record<Resource, string>;

const typedOf = (limits: Resources): Typed => Object.fromEntries(RESOURCES.map((resource) => [resource, String(limits[resource])])) as Typed;
// An empty field is NaN, which no rule accepts.
const numbersOf = (typed: Typed): Resources => Object.fromEntries(RESOURCES.map((resource) => [resource, typed[resource].trim() === '' ? Number.NaN : Number(typed[resource])])) as Resources;

type Refusal = { lines: RefusalLine[]; message: string };

/**
 * Resource split: rename the server and share the account's limits out differently. What is
 * left shows as the values change, the form refuses more than that, and what the API refuses
 * anyway (the limits changed meanwhile) is said with its reason.
 */
export function ResourceEditForm({ server }: { server: ServerView }) {
  const t = useServersT();
  const navigate = useNavigate();
  const owner = server.db.uid;
  const usage = useUsage(owner);
  const editServer = useEditServer();
  const [name, setName] = useState(server.name);
  const [typed, setTyped] = useState<Typed>(() => typedOf(server.db.limits));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const room = usage.data ? roomFor(usage.data, server.db.limits) : null;
  const values = numbersOf(typed);
  const left = room ? leftWith(room, values) : null;
  const problems = room ? resourceProblems(values, room) : {};

  const save = useSingleFlight(async () => {
    setTried(true);
    if (!room || serverNameProblem(name) || Object.keys(problems).length > 0) {
      // The first field that says why, once React has drawn the messages.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setRefusal(null);
    try {
      await editServer({ id: server._id, owner, name: name.trim(), resources: values });
    } catch (error) {
      setRefusal({ lines: error instanceof ApiError ? refusalLines(error.body) : [], message: apiErrorMessage(error) });
      // What the account has left may have changed: the hints follow.
      void usage.mutate();
      return;
    }
    toast.success(t('serverEditSaved', { name: name.trim() }));
    navigate('/');
    await stayPending();
  });

  const problemText = (problem: ResourceProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.kind === 'over') return t('serverEditOver', { max: problem.max });
    if (problem.kind === 'min') return t('serverEditUnder', { min: problem.min });
    return t('serverEditWhole');
  };
  const fieldLabel = (field: RefusalLine['field']) => (field === 'name' ? t('serverName') : field ? t(RESOURCE_LABELS[field]) : null);

  return (
    <form
      ref={form}
      className="server-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save.run();
      }}
    >
      <ServerNameField value={name} onChange={setName} showProblem={tried} />
      <fieldset>
        <legend>{t('serverEditResources')}</legend>
        <p className="server-form-intro">{t('serverEditResourcesIntro')}</p>
        {usage.error && !usage.data ? (
          <Alert tone="danger" title={t('serverUsageLoadFailed')} actions={<Button onClick={() => void usage.mutate()}>{t('serverRetry')}</Button>}>
            <p>{apiErrorMessage(usage.error)}</p>
          </Alert>
        ) : !room || !left ? (
          <ServerSkeleton rows={2} />
        ) : (
          <div className="server-resources">
            {RESOURCES.map((resource) => {
              const problem = problems[resource];
              // Over the limit says so at once; an empty or too small value once a save was tried.
              const shown = problem && (problem.kind === 'over' || tried) ? problem : undefined;
              return (
                <NumberField
                  key={resource}
                  label={t(RESOURCE_LABELS[resource])}
                  name={resource}
                  inputMode="numeric"
                  step={1}
                  min={0}
                  value={typed[resource]}
                  onChange={(event) => setTyped((current) => ({ ...current, [resource]: event.target.value }))}
                  hint={t('serverEditRoom', { max: room[resource], left: Math.max(0, left[resource]) })}
                  error={problemText(shown)}
                />
              );
            })}
          </div>
        )}
      </fieldset>
      {refusal && (
        <Alert tone="danger" title={t('serverEditRefused')}>
          {refusal.lines.length > 0 ? (
            <ul className="server-refusal-list">
              {refusal.lines.map((line, index) => {
                const label = fieldLabel(line.field);
                return <li key={index}>{label ? t('serverEditRefusedField', { field: label, reason: line.message }) : line.message}</li>;
              })}
            </ul>
          ) : (
            <p>{refusal.message}</p>
          )}
        </Alert>
      )}
      <div className="server-form-actions">
        <Button type="submit" loading={save.pending}>
          {t('serverEditSave')}
        </Button>
      </div>
    </form>
  );
}
