import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@panel/api';
import { useNavigate } from '@panel/router';
import { leftWith, RESOURCE_MINIMUMS, RESOURCES, resourceProblems, roomFor, SERVER_NAME_MAX, serverNameProblem, slotsLeft, type Customer, type Resource, type ResourceProblem, type Resources } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, Card, DescriptionList, EmptyState, focusFirstProblem, HumanCheck, NumberField, Skeleton, stayPending, TextField, toast, useHumanCheck, useSingleFlight } from '@panel/ui';
import { useEggs, useLocations } from '../../api/catalogue';
import { useCreateServer } from '../../api/create-server';
import { useListing } from '../../api/listing';
import { useUsage } from '../../api/usage';
import { BillingPage } from '../../lib/BillingPage';
import { useCreateT, type CreateMessage } from '../../messages/create';
import { EggChoices } from '../ordering/EggChoices';
import { LocationChoices, queuesIn } from '../ordering/LocationChoices';
import { planNamer } from '../ordering/plan-names';
import { refusedFields } from './create-resources';
import { STEP_NAMES, STEPS, type Step } from './steps';
import './create.css';

const RESOURCE_LABELS: Record<Resource, CreateMessage> = {
  cpu: 'createResourceCpu',
  memory: 'createResourceMemory',
  disk: 'createResourceDisk',
  allocations: 'createResourceAllocations',
  databases: 'createResourceDatabases',
  backups: 'createResourceBackups',
};

type Typed = Record<Resource, string>;
const typedOf = (values: Resources): Typed => Object.fromEntries(RESOURCES.map((resource) => [resource, String(values[resource])])) as Typed;
// An empty field is NaN, which no rule accepts.
const numbersOf = (typed: Typed): Resources => Object.fromEntries(RESOURCES.map((resource) => [resource, typed[resource].trim() === '' ? Number.NaN : Number(typed[resource])])) as Resources;

/** What the API refused, said at the step it concerns. */
interface Refusal {
  step: Step;
  message: string;
  fields?: Partial<Record<Resource, string>>;
}

/**
 * `/create`, resource split: a server carved out of the account's resources, step by step (name
 * and game, location, resources, confirm). Each step is checked before the next; the resources are
 * bounded live by what the account has left; a full location queues the order. Creating goes
 * home, where the new server or its place in the queue shows.
 */
export function CreateScreen() {
  const t = useCreateT();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const userId = useSession((state) => state.userId);
  const eggs = useEggs();
  const locations = useLocations();
  const usage = useUsage(userId);
  const listing = useListing();
  const createServer = useCreateServer();

  const [step, setStep] = useState<Step>('server');
  const [name, setName] = useState('');
  const [egg, setEgg] = useState<string>();
  const [location, setLocation] = useState<string>();
  const [typed, setTyped] = useState<Typed>(() => typedOf(RESOURCE_MINIMUMS));
  const [tried, setTried] = useState<Partial<Record<Step, boolean>>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  // The check is drawn on the confirm step only (its widget needs its box on the page).
  const sitekey = useConfig().settings.login.turnstile_sitekey || null;
  const check = useHumanCheck(step === 'confirm' ? sitekey : null);

  // Each new step is announced by moving the focus to its heading (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const customer: Customer = { rank: user?.rank ?? 'USER', plans: (user?.plans ?? []).map((plan) => plan._id) };
  const planName = planNamer(listing.data);

  const room = usage.data ? roomFor(usage.data) : null;
  const values = numbersOf(typed);
  const left = room ? leftWith(room, values) : null;
  const problems = room ? resourceProblems(values, room) : {};
  const nameProblem = serverNameProblem(name);
  const chosenEgg = eggs.data?.find((candidate) => candidate._id === egg);
  const chosenLocation = locations.data?.find((candidate) => candidate._id === location);
  const queued = queuesIn(chosenLocation);
  const index = STEPS.indexOf(step);

  const stepValid = (which: Step): boolean => {
    if (which === 'server') return nameProblem === null && chosenEgg !== undefined;
    if (which === 'location') return chosenLocation !== undefined;
    if (which === 'resources') return room !== null && Object.keys(problems).length === 0;
    return true;
  };

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };


  const next = () => {
    setTried((current) => ({ ...current, [step]: true }));
    if (!stepValid(step)) {
      focusFirstProblem(form.current);
      return;
    }
    if (refusal?.step === step) setRefusal(null);
    goTo(STEPS[index + 1] ?? step);
  };

  const create = useSingleFlight(async () => {
    const turnstile = check.answer();
    if (turnstile === null) return;
    const order = { name: name.trim(), software: egg ?? '', location: location ?? '', ...values, ...(turnstile ? { turnstile } : {}) };
    setRefusal(null);
    let answer;
    try {
      answer = await createServer(order);
    } catch (error) {
      check.reset();
      const message = apiErrorMessage(error);
      if (error instanceof ApiError && error.status === 400) {
        const refused = refusedFields(error.body);
        if (Object.keys(refused.fields).length > 0 || refused.general.length > 0) {
          setRefusal({ step: 'resources', message: refused.general.join(' ') || t('createRefusedResources'), fields: refused.fields });
          void usage.mutate();
          goTo('resources');
          return;
        }
      }
      if (error instanceof ApiError && error.status === 403) {
        const concerned: Step = chosenEgg && message.includes(chosenEgg.name) ? 'server' : 'location';
        setRefusal({ step: concerned, message });
        void locations.mutate();
        goTo(concerned);
        return;
      }
      setRefusal({ step: 'confirm', message });
      return;
    }
    toast.success(answer.server ? t('createCreated', { name: order.name }) : t('createQueued', { name: order.name }));
    navigate('/');
    await stayPending();
  });

  const loadError = eggs.error ?? locations.error ?? usage.error;
  if (loadError && !(eggs.data && locations.data && usage.data)) {
    return (
      <BillingPage title={t('createTitle')}>
        <Alert
          tone="danger"
          title={t('createLoadFailed')}
          actions={
            <Button
              onClick={() => {
                void eggs.mutate();
                void locations.mutate();
                void usage.mutate();
              }}
            >
              {t('createRetry')}
            </Button>
          }
        >
          <p>{apiErrorMessage(loadError)}</p>
        </Alert>
      </BillingPage>
    );
  }

  if (!eggs.data || !locations.data || !usage.data || !room) {
    return (
      <BillingPage title={t('createTitle')}>
        <div className="create-skeleton" aria-busy="true">
          <Skeleton height="2.5rem" />
          <Skeleton height="12rem" />
        </div>
      </BillingPage>
    );
  }

  if (slotsLeft(usage.data) === 0) {
    return (
      <BillingPage title={t('createTitle')}>
        <EmptyState title={t('createNoSlot')} action={<ButtonLink to="/shop">{t('createShopLink')}</ButtonLink>}>
          <p>{t('createNoSlotText')}</p>
        </EmptyState>
      </BillingPage>
    );
  }

  if (eggs.data.length === 0 || locations.data.length === 0) {
    return (
      <BillingPage title={t('createTitle')}>
        <EmptyState title={t('createNothingToInstall')} action={<ButtonLink to="/">{t('createBackHome')}</ButtonLink>}>
          <p>{eggs.data.length === 0 ? t('createNoGamesText') : t('createNoLocationsText')}</p>
        </EmptyState>
      </BillingPage>
    );
  }

  const showResourceProblem = (resource: Resource): string | undefined => {
    const refused = refusal?.step === 'resources' ? refusal.fields?.[resource] : undefined;
    if (refused) return refused;
    const problem: ResourceProblem | undefined = problems[resource];
    // Over the limit says so at once; an empty or too small value once Next was tried.
    if (!problem || (problem.kind !== 'over' && !tried.resources)) return undefined;
    if (problem.kind === 'over') return t('createOver', { max: problem.max });
    if (problem.kind === 'min') return t('createUnder', { min: problem.min });
    return t('createWhole');
  };

  const stepRefusal = refusal && refusal.step === step && (
    <Alert tone="danger" title={t('createRefused')}>
      <p>{refusal.message}</p>
    </Alert>
  );

  return (
    <BillingPage title={t('createTitle')}>
      <p className="create-intro">{t('createIntro')}</p>
      <nav aria-label={t('createSteps')}>
        <ol className="create-steps">
          {STEPS.map((candidate, position) => {
            const current = candidate === step;
            const done = position < index;
            const label = (
              <>
                <span className="create-step-number" aria-hidden="true">
                  {position + 1}
                </span>
                <span>{t(STEP_NAMES[candidate])}</span>
                {done && <span className="visually-hidden">({t('createStepDone')})</span>}
              </>
            );
            return (
              <li key={candidate} className={['create-step', current && 'create-step-current', done && 'create-step-done'].filter(Boolean).join(' ')} aria-current={current ? 'step' : undefined}>
                {done ? (
                  <button type="button" className="create-step-button" onClick={() => goTo(candidate)}>
                    {label}
                  </button>
                ) : (
                  <span className="create-step-label">{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <form
        ref={form}
        className="create-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'confirm') void create.run();
          else next();
        }}
      >
        <Card>
          <h2 ref={heading} tabIndex={-1} className="create-step-heading">
            <span className="create-step-of">{t('createStepOf', { current: index + 1, total: STEPS.length })}</span> {t(STEP_NAMES[step])}
          </h2>
          {stepRefusal}

          {step === 'server' && (
            <TextField
              label={t('createServerName')}
              hint={t('createServerNameHint')}
              value={name}
              required
              maxLength={SERVER_NAME_MAX + 1}
              autoComplete="off"
              error={tried.server && nameProblem ? t(nameProblem === 'required' ? 'createServerNameMissing' : 'createServerNameTooLong') : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          )}

          {step === 'server' && (
            <EggChoices
              eggs={eggs.data}
              customer={customer}
              value={egg ?? ''}
              onValueChange={setEgg}
              planName={planName}
              planWay="buy"
              error={tried.server && !chosenEgg ? t('createChooseGame') : undefined}
            />
          )}

          {step === 'location' && (
            <>
              <LocationChoices
                locations={locations.data}
                customer={customer}
                value={location ?? ''}
                onValueChange={setLocation}
                planName={planName}
                planWay="buy"
                error={tried.location && !chosenLocation ? t('createChooseLocation') : undefined}
              />
              {queued && <Alert tone="info">{t('createLocationQueues')}</Alert>}
            </>
          )}

          {step === 'resources' && left && (
            <fieldset className="create-resources-fieldset">
              <legend className="visually-hidden">{t('createStep_resources')}</legend>
              <p>{t('createResourcesIntro')}</p>
              <div className="create-resources">
                {RESOURCES.map((resource) => (
                  <NumberField
                    key={resource}
                    label={t(RESOURCE_LABELS[resource])}
                    name={resource}
                    inputMode="numeric"
                    step={1}
                    min={RESOURCE_MINIMUMS[resource]}
                    max={room[resource]}
                    value={typed[resource]}
                    onChange={(event) => {
                      setTyped((current) => ({ ...current, [resource]: event.target.value }));
                      if (refusal?.step === 'resources') setRefusal(null);
                    }}
                    hint={t('createLeftAfter', { max: room[resource], left: Math.max(0, left[resource]) })}
                    error={showResourceProblem(resource)}
                  />
                ))}
              </div>
              <p className="create-more">
                {t('createMoreResources')} <ButtonLink to="/shop" variant="secondary" size="sm">
                  {t('createShopLink')}
                </ButtonLink>
              </p>
            </fieldset>
          )}

          {step === 'confirm' && (
            <section aria-label={t('createSummary')}>
              <DescriptionList
                items={[
                  { label: t('createSummaryName'), value: name.trim() },
                  { label: t('createSummaryGame'), value: chosenEgg?.name ?? '' },
                  { label: t('createSummaryLocation'), value: chosenLocation?.name ?? '' },
                  {
                    label: t('createSummaryResources'),
                    value: (
                      <ul className="create-summary-resources">
                        {RESOURCES.map((resource) => (
                          <li key={resource}>{t('createSummaryResourceLine', { label: t(RESOURCE_LABELS[resource]), value: values[resource] })}</li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
              />
              {queued && <Alert tone="info">{t('createSummaryQueued')}</Alert>}
              <HumanCheck box={check.box} status={check.status} waiting={check.waiting} />
            </section>
          )}

          <div className="create-actions">
            {index > 0 && (
              <Button type="button" variant="secondary" onClick={() => goTo(STEPS[index - 1] ?? step)}>
                {t('createBack')}
              </Button>
            )}
            {step === 'confirm' ? (
              <Button type="submit" loading={create.pending}>
                {t('createSubmit')}
              </Button>
            ) : (
              <Button type="submit">{t('createNext')}</Button>
            )}
          </div>
        </Card>
      </form>
    </BillingPage>
  );
}
