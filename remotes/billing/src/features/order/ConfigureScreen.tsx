import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@panel/api';
import type { BillingCycle, Discount, Plan } from '@panel/api/contract';
import { Navigate, useNavigate, useParams, useSearchParams } from '@panel/router';
import { planRefusals, referralsNeeded, sellableCycles, SERVER_NAME_MAX, serverNameProblem, type Customer } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, Card, focusFirstProblem, HumanCheck, Skeleton, stayPending, TextField, useHumanCheck, useNow, useSingleFlight } from '@panel/ui';
import { useEggs, useLocations } from '../../api/catalogue';
import { useCreateServer } from '../../api/create-server';
import { useListing } from '../../api/listing';
import { BillingPage } from '../../lib/BillingPage';
import { useOrderT } from '../../messages/order';
import { useOrderingT } from '../../messages/ordering';
import { CycleChoices } from '../ordering/CycleChoices';
import { DiscountCodeField } from '../ordering/DiscountCodeField';
import { EggChoices } from '../ordering/EggChoices';
import { LocationChoices, queuesIn } from '../ordering/LocationChoices';
import { refusalMessage } from '../ordering/refusal-message';
import { PriceBreakdown } from '../ordering/PriceBreakdown';
import { planNamer } from '../ordering/plan-names';
import { useReferralTotal } from '../../api/referral-total';
import { useShopItem } from '../../api/shop-item';
import { usePromotion } from './use-promotion';
import './order.css';

/** `/order/{plan}/configure`: a server on this plan: name, game, location, cycle, discount and what it costs. */
export function ConfigureScreen() {
  const t = useOrderT();
  const { plan: planId = '' } = useParams();
  const plan = useShopItem(planId);
  const { features } = useConfig();
  const userId = useSession((s) => s.userId);
  const needed = plan.data ? referralsNeeded(plan.data, features.pspPlansConditions) : null;
  const referrals = useReferralTotal(userId, needed !== null);
  const now = useNow(60_000);
  const back = (
    <ButtonLink variant="secondary" to={plan.data ? `/order/${encodeURIComponent(plan.data.category)}` : '/order'}>
      {t('orderBack')}
    </ButtonLink>
  );

  if (plan.error) {
    const notFound = plan.error instanceof ApiError && plan.error.status === 404;
    return (
      <BillingPage title={notFound ? t('orderPlanNotFoundTitle') : t('orderPlanLoadErrorTitle')}>
        <Alert
          tone={notFound ? 'warning' : 'danger'}
          actions={
            <>
              {!notFound && <Button onClick={() => void plan.mutate()}>{t('orderRetry')}</Button>}
              {back}
            </>
          }
        >
          <p>{notFound ? t('orderPlanNotFoundText', { plan: planId }) : apiErrorMessage(plan.error)}</p>
        </Alert>
      </BillingPage>
    );
  }
  const referralsPending = needed !== null && referrals.data === undefined && !referrals.error;
  if (!plan.data || referralsPending) return <ConfigureSkeleton />;

  const refusals = planRefusals(plan.data, null, { now, held: 0, referrals: referrals.data ?? null, conditionsApply: features.pspPlansConditions });
  if (refusals.includes('referrals')) return <Navigate replace to={`/order/${encodeURIComponent(plan.data._id)}/cnm/referrals`} />;

  return (
    <BillingPage title={t('orderConfigureTitle', { plan: plan.data.name })} back={back}>
      {refusals.length > 0 ? <Refused refusal={refusals[0]} back={back} /> : <OrderForm plan={plan.data} />}
    </BillingPage>
  );
}

function ConfigureSkeleton() {
  const t = useOrderT();
  return (
    <BillingPage title={t('orderConfigureGeneric')}>
      <div className="order-configure-skeleton" aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
        <Skeleton height="6rem" />
      </div>
    </BillingPage>
  );
}

function Refused({ refusal, back }: { refusal: Parameters<typeof refusalMessage>[0] | undefined; back: ReactNode }) {
  const tOrdering = useOrderingT();
  return (
    <Alert tone="warning" role="status" actions={back}>
      <p>{refusal ? tOrdering(refusalMessage(refusal)) : null}</p>
    </Alert>
  );
}

interface FieldErrors {
  name?: string;
  egg?: string;
  location?: string;
}

function OrderForm({ plan }: { plan: Plan }) {
  const t = useOrderT();
  const tOrdering = useOrderingT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useSession((s) => s.user);
  const locations = useLocations();
  const eggs = useEggs();
  const listing = useListing();
  const createServer = useCreateServer();
  const check = useHumanCheck(useConfig().settings.login.turnstile_sitekey || null);
  // The server's own plan opens a location or game that requires it (see Customer.orderingPlan).
  const customer: Customer = { rank: user?.rank ?? 'USER', plans: user?.plans.map((held) => held._id) ?? [], orderingPlan: plan._id };

  const formElement = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  // '' (not undefined) keeps the radio groups controlled from the first render.
  const [egg, setEgg] = useState('');
  const [location, setLocation] = useState('');
  const [cycle, setCycle] = useState<BillingCycle>(() => (sellableCycles(plan)[0] ?? 720) as BillingCycle);
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);

  // A promotion link (`?discount=CODE`) applies its code once, when it is good for this plan.
  const now = useNow(60_000);
  const code = search.get('discount');
  const promotion = usePromotion(code);
  const promoted = promotion(plan._id, now);
  const promotionApplied = useRef(false);
  useEffect(() => {
    if (promoted && !promotionApplied.current) {
      promotionApplied.current = true;
      setDiscount(promoted);
    }
  }, [promoted]);

  const chosenLocation = locations.data?.find((candidate) => candidate._id === location);
  const planName = planNamer(listing.data);

  const order = useSingleFlight(async () => {
    setRefusal(null);
    const nameProblem = serverNameProblem(name);
    const found: FieldErrors = {
      name: nameProblem === null ? undefined : tOrdering(nameProblem === 'required' ? 'orderingServerNameMissing' : 'orderingServerNameTooLong'),
      egg: egg ? undefined : t('orderPickGame'),
      location: location ? undefined : t('orderPickLocation'),
    };
    setErrors(found);
    focusFirstProblem(formElement.current);
    if (found.name || found.egg || found.location || !egg || !location) return;
    const turnstile = check.answer();
    if (turnstile === null) return;
    try {
      const answer = await createServer({
        name: name.trim(), software: egg, location, plan: plan._id, billingCycle: cycle, ...(discount ? { discount: discount.code } : {}), ...(turnstile ? { turnstile } : {}),
      });
      if (answer.invoice) {
        navigate(`/invoice/${encodeURIComponent(answer.invoice)}`);
      } else if (answer.server === null) {
        setQueued(true);
        return;
      } else {
        navigate('/');
      }
    } catch (error) {
      setRefusal(apiErrorMessage(error));
      check.reset();
      return;
    }
    await stayPending();
  });

  if (queued) {
    return (
      <Alert tone="success" title={t('orderQueuedTitle')} titleAs="h2" actions={<ButtonLink to="/">{t('orderToDashboard')}</ButtonLink>}>
        <p>{t('orderQueuedText')}</p>
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void order.run();
  };

  const catalogueFailed = locations.error || eggs.error;
  return (
    <form ref={formElement} className="order-configure" onSubmit={submit} noValidate>
      <div className="order-configure-main">
        <Card>
          <TextField
            label={tOrdering('orderingServerName')}
            hint={tOrdering('orderingServerNameHint')}
            error={errors.name}
            required
            maxLength={SERVER_NAME_MAX}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Card>
        {catalogueFailed ? (
          <Alert
            tone="danger"
            actions={
              <Button
                onClick={() => {
                  void locations.mutate();
                  void eggs.mutate();
                }}
              >
                {t('orderRetry')}
              </Button>
            }
          >
            <p>{tOrdering('orderingCatalogueError')}</p>
          </Alert>
        ) : !locations.data || !eggs.data ? (
          <div aria-busy="true" className="order-configure-skeleton">
            <Skeleton height="8rem" />
            <Skeleton height="8rem" />
          </div>
        ) : (
          <>
            <Card>
              <EggChoices eggs={eggs.data} customer={customer} value={egg} onValueChange={setEgg} planName={planName} planWay="orderOn" error={errors.egg} />
            </Card>
            <Card>
              <LocationChoices
                locations={locations.data}
                customer={customer}
                value={location}
                onValueChange={setLocation}
                planName={planName}
                planWay="orderOn"
                error={errors.location}
              />
            </Card>
          </>
        )}
        <Card>
          <CycleChoices plan={plan} value={cycle} onValueChange={(chosen) => setCycle(chosen as BillingCycle)} />
        </Card>
        <Card>
          <DiscountCodeField plan={plan} applied={discount} onAppliedChange={setDiscount} initialCode={code ?? ''} />
        </Card>
      </div>
      <div className="order-configure-summary">
        <PriceBreakdown planName={plan.name} price={plan.price} cycle={cycle} discount={discount} startsAt={queuesIn(chosenLocation) ? null : now} />
        <HumanCheck box={check.box} status={check.status} waiting={check.waiting} />
        {refusal && (
          <Alert tone="danger">
            <p>{refusal}</p>
          </Alert>
        )}
        <Button type="submit" size="lg" loading={order.pending}>
          {t('orderSubmit')}
        </Button>
      </div>
    </form>
  );
}
