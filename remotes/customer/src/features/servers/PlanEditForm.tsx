import { useId, useRef, useState } from 'react';
import type { ServerView } from '@panel/api/contract';
import { useNavigate } from '@panel/router';
import { Alert, apiErrorMessage, Button, Card, ConfirmDialog, RadioGroup, stayPending, toast, useSingleFlight } from '@panel/ui';
import { useEditServerPlan } from '../../api/edit-server-plan';
import { useShopListing } from '../../api/shop-listing';
import { useServersT, type ServersMessage } from '../../messages/servers';
import { cyclePrice, planChange, switchablePlans } from './plan-change';
import { PlanChangeExplained } from './PlanChangeExplained';
import { missingPlans, serverNameProblem } from '@panel/rules';
import { useSession } from '@panel/session';
import { ServerNameField } from './ServerNameField';
import { ServerSkeleton } from './ServerSkeleton';
import { useMoneyText } from './use-money-text';

const CYCLE_PRICES: Partial<Record<number, ServersMessage>> = {
  720: 'serverCyclePrice720',
  2160: 'serverCyclePrice2160',
  4380: 'serverCyclePrice4380',
  8760: 'serverCyclePrice8760',
};

/**
 * Per-server plans: rename the server and move it to another plan sold for its billing cycle.
 * A switch is explained (what changes, the price difference, when it is charged, the files
 * stay) beside the choice and again in the confirmation before it is sent.
 */
export function PlanEditForm({ server }: { server: ServerView }) {
  const t = useServersT();
  const navigate = useNavigate();
  const money = useMoneyText();
  const listing = useShopListing();
  const editServerPlan = useEditServerPlan();
  const explanationId = useId();
  const [name, setName] = useState(server.name);
  const [plan, setPlan] = useState(server.db.plan ?? '');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  const cycle = server.db.billingCycle;
  const plans = switchablePlans(listing.data ?? [], cycle);
  const owner = useSession((state) => (state.user && state.userId === server.db.uid ? state.user : null));
  const planName = (id: string) => listing.data?.find((item) => item._id === id)?.name ?? id;
  /**
   * Why the server, staying where it is, cannot go on a plan: its location or game takes servers
   * on other plans (one the owner holds opens it too). Someone else's server: the API judges.
   */
  const notHere = (candidate: string): string | null => {
    if (!owner) return null;
    const customer = { rank: owner.rank, plans: owner.plans.map((held) => held._id), orderingPlan: candidate };
    for (const { name: where, requiredSubscriptions } of server.egg ? [server.node, server.egg] : [server.node]) {
      const missing = missingPlans(requiredSubscriptions, customer);
      if (missing.length > 0) return t('serverEditPlanNotHere', { where, plans: missing.map(planName).join(' / ') });
    }
    return null;
  };
  const current = plans.find((candidate) => candidate._id === server.db.plan);
  const chosen = plans.find((candidate) => candidate._id === plan);
  const change = chosen && cycle !== null && chosen._id !== server.db.plan ? planChange(current, server.db.limits, chosen, cycle) : null;

  const save = useSingleFlight(async () => {
    setRefusal(null);
    try {
      await editServerPlan({ id: server._id, name: name.trim(), plan });
    } catch (error) {
      setRefusal(apiErrorMessage(error));
      return;
    }
    toast.success(t('serverEditSaved', { name: name.trim() }));
    navigate('/');
    await stayPending();
  });

  const priceText = (price: number): string => {
    const key = cycle === null ? undefined : CYCLE_PRICES[cycle];
    const amount = money(cycle === null ? price : cyclePrice({ price }, cycle));
    return key ? t(key, { price: amount }) : amount;
  };

  return (
    <form
      className="server-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (serverNameProblem(name)) {
          nameField.current?.focus();
          return;
        }
        if (change) setConfirming(true);
        else void save.run();
      }}
    >
      <ServerNameField ref={nameField} value={name} onChange={setName} showProblem={tried} />
      {listing.error && !listing.data ? (
        <Alert tone="danger" title={t('serverPlansLoadFailed')} actions={<Button onClick={() => void listing.mutate()}>{t('serverRetry')}</Button>}>
          <p>{apiErrorMessage(listing.error)}</p>
        </Alert>
      ) : !listing.data ? (
        <ServerSkeleton rows={2} />
      ) : plans.length === 0 ? (
        <Alert tone="info">{t('serverEditNoPlans')}</Alert>
      ) : (
        <RadioGroup
          label={t('serverEditPlan')}
          name="plan"
          value={plan}
          onValueChange={setPlan}
          options={plans.map((candidate) => {
            const refused = candidate._id === server.db.plan ? null : notHere(candidate._id);
            return {
              value: candidate._id,
              label: candidate._id === server.db.plan ? t('serverEditPlanCurrent', { name: candidate.name }) : candidate.name,
              description: [priceText(candidate.price), t('serverPlanResources', candidate.productContent), refused].filter(Boolean).join(' · '),
              disabled: refused !== null,
            };
          })}
        />
      )}
      {change && (
        <Card aria-labelledby={explanationId}>
          <PlanChangeExplained change={change} renewal={server.db.renewal} headingId={explanationId} />
        </Card>
      )}
      {refusal && (
        <Alert tone="danger" title={t('serverEditRefused')}>
          <p>{refusal}</p>
        </Alert>
      )}
      <div className="server-form-actions">
        <Button type="submit" loading={save.pending}>
          {t('serverEditSave')}
        </Button>
      </div>
      {change && chosen && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('serverEditConfirmTitle', { name: name.trim() })}
          confirmLabel={t('serverEditConfirm')}
          onConfirm={() => save.run()}
        >
          <PlanChangeExplained change={change} renewal={server.db.renewal} headingAs="h3" />
        </ConfirmDialog>
      )}
    </form>
  );
}
