import { useState, type ReactNode } from 'react';
import { ApiError } from '@panel/api';
import type { BillingCycle, Discount, Plan } from '@panel/api/contract';
import { useNavigate, useParams } from '@panel/router';
import { planRefusals, sellableCycles } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, Card, DescriptionList, EmptyState, Link, Skeleton, stayPending, useNow, useSingleFlight } from '@panel/ui';
import { usePurchasePlan } from '../../api/purchase-plan';
import { useShopItem } from '../../api/shop-item';
import { BillingPage } from '../../lib/BillingPage';
import { useOrderingT } from '../../messages/ordering';
import { useShopPlanT } from '../../messages/shop-plan';
import { CycleChoices } from '../ordering/CycleChoices';
import { DiscountCodeField } from '../ordering/DiscountCodeField';
import { PlanAvailability } from '../ordering/PlanAvailability';
import { refusalMessage } from '../ordering/refusal-message';
import { PriceBreakdown } from '../ordering/PriceBreakdown';
import './ShopPlanScreen.css';

const MINUTE = 60_000;

/**
 * `/shop/{id}`: one premium plan, what it adds to the account, its cycles, a discount code and
 * the price breakdown. Buying creates its invoice and goes to it; a plan out of stock, outside
 * its sale window or already held as often as one customer may is refused with its reason.
 */
export function ShopPlanScreen() {
  const t = useShopPlanT();
  const { id = '' } = useParams();
  const plan = useShopItem(id);
  const back = <Link to="/shop">{t('shopPlanBackToShop')}</Link>;

  if (plan.error && !plan.data) {
    if (plan.error instanceof ApiError && plan.error.status === 404) {
      return (
        <BillingPage title={t('shopPlanNotFound')} back={back}>
          <EmptyState title={t('shopPlanNotFound')} action={<ButtonLink to="/shop">{t('shopPlanBackToShop')}</ButtonLink>}>
            <p>{t('shopPlanNotFoundText')}</p>
          </EmptyState>
        </BillingPage>
      );
    }
    return (
      <BillingPage title={t('shopPlanLoadFailed')} back={back}>
        <Alert tone="danger" actions={<Button onClick={() => void plan.mutate()}>{t('shopPlanRetry')}</Button>}>
          <p>{apiErrorMessage(plan.error)}</p>
        </Alert>
      </BillingPage>
    );
  }
  if (!plan.data) {
    return (
      <BillingPage title={<Skeleton width="12rem" height="2rem" />} back={back}>
        <div className="shop-plan-skeleton" aria-busy="true" aria-label={t('shopPlanLoading')}>
          <Skeleton height="6rem" />
          <Skeleton height="10rem" />
        </div>
      </BillingPage>
    );
  }
  return <PlanForSale plan={plan.data} back={back} onRefused={() => void plan.mutate()} />;
}

function PlanForSale({ plan, back, onRefused }: { plan: Plan; back: ReactNode; onRefused: () => void }) {
  const t = useShopPlanT();
  const ordering = useOrderingT();
  const navigate = useNavigate();
  const config = useConfig();
  const user = useSession((state) => state.user);
  const now = useNow(MINUTE);
  const purchase = usePurchasePlan();
  const cycles = sellableCycles(plan);
  const [cycle, setCycle] = useState<BillingCycle>((cycles[0] ?? -1) as BillingCycle);
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const held = (user?.plans ?? []).filter((owned) => owned._id === plan._id).length;
  const [refused] = planRefusals(plan, cycle, { now, held, referrals: null, conditionsApply: config?.features.pspPlansConditions ?? false, alreadyHeld: held > 0 });

  const buy = useSingleFlight(async () => {
    setRefusal(null);
    let invoice: string;
    try {
      ({ invoice } = await purchase({ plan: plan._id, billingCycle: cycle, discount: discount?.code }));
    } catch (error) {
      setRefusal(apiErrorMessage(error));
      onRefused();
      return;
    }
    navigate(`/invoice/${invoice}`);
    await stayPending();
  });

  const mb = (value: number) => t('shopPlanMegabytes', { value });
  const content = plan.productContent;
  // Only what the plan gives: a resource it leaves alone is not listed.
  const adds = [
    { label: t('shopPlanCpu'), amount: content.cpu, value: t('shopPlanCpuValue', { value: content.cpu }) },
    { label: t('shopPlanMemory'), amount: content.memory, value: mb(content.memory) },
    { label: t('shopPlanDisk'), amount: content.disk, value: mb(content.disk) },
    { label: t('shopPlanAllocations'), amount: content.allocations, value: content.allocations },
    { label: t('shopPlanDatabases'), amount: content.databases, value: content.databases },
    { label: t('shopPlanBackups'), amount: content.backups, value: content.backups },
    { label: t('shopPlanServers'), amount: content.servers, value: content.servers },
  ].filter((line) => line.amount > 0);

  return (
    <BillingPage title={plan.name} back={back}>
      <div className="shop-plan">
        <Card>
          <p className="shop-plan-description">{plan.description}</p>
          <PlanAvailability plan={plan} now={now} />
          {held > 0 && <p>{t('shopPlanHeld')}</p>}
        </Card>
        <Card title={t('shopPlanAdds')}>
          <DescriptionList items={adds} />
        </Card>
        {refused && refused !== 'cycle' ? (
          <Alert tone="warning" title={t('shopPlanCannotBuy')}>
            <p>{ordering(refusalMessage(refused))}</p>
          </Alert>
        ) : (
          <form
            className="shop-plan-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void buy.run();
            }}
          >
            <CycleChoices plan={plan} value={cycle} onValueChange={(chosen) => setCycle(chosen as BillingCycle)} />
            <DiscountCodeField plan={plan} applied={discount} onAppliedChange={setDiscount} />
            <PriceBreakdown planName={plan.name} price={plan.price} cycle={cycle} discount={discount} startsAt={now} />
            {refusal && (
              <Alert tone="danger" title={t('shopPlanRefused')}>
                <p>{refusal}</p>
              </Alert>
            )}
            <div className="shop-plan-actions">
              <Button type="submit" loading={buy.pending}>
                {t('shopPlanBuy')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </BillingPage>
  );
}
