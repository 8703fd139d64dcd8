import { cyclePrice, discounted, sellableCycles } from '@panel/rules';
import type { Discount } from '@panel/api/contract';
import { ButtonLink, Card, DescriptionList, Money } from '@panel/ui';
import { useFormat } from '../../lib/use-format';
import { useOrderT } from '../../messages/order';
import { useOrderingT } from '../../messages/ordering';
import { cycleName } from '../ordering/cycle-name';
import { PlanAvailability } from '../ordering/PlanAvailability';
import { refusalMessage } from '../ordering/refusal-message';
import { listingRefusal, type ListedPlan } from './plan-facts';
import './order.css';

const gigabytes = (megabytes: number): string => String(Math.round((megabytes / 1024) * 10) / 10);

interface PlanCardProps {
  plan: ListedPlan;
  now: number;
  /** A discount that applies to this plan (from a promotion link): prices show struck through. */
  discount?: Discount | null;
}

/**
 * One plan on sale: what it is for, the resources a server on it gets, its price per month and
 * per cycle, its stock and sale window, and the way to configure a server on it; a plan nobody can
 * order now says why instead.
 */
export function PlanCard({ plan, now, discount = null }: PlanCardProps) {
  const t = useOrderT();
  const tOrdering = useOrderingT();
  const { money } = useFormat();
  const refusal = listingRefusal(plan, now);
  const resources = plan.productContent;
  const cycles = sellableCycles(plan);
  const once = !plan.renewable;
  const price = (amount: number) =>
    discount ? (
      <span className="order-price-discounted">
        <Money amount={discounted(amount, discount.reduction)} /> <s>{money(amount)}</s>
      </span>
    ) : (
      <Money amount={amount} />
    );
  const headlinePrice = money(discount ? discounted(plan.price, discount.reduction) : plan.price);
  const query = discount ? `?discount=${encodeURIComponent(discount.code)}` : '';
  const titleId = `order-plan-${plan._id}`;

  return (
    <Card className="order-plan" aria-labelledby={titleId} data-testid={`plan-${plan._id}`}>
      <header className="order-plan-header">
        <h3 id={titleId} className="order-plan-name">
          {plan.name}
        </h3>
        <p className="order-plan-price">
          {once ? t('orderOnce', { price: headlinePrice }) : t('orderPerMonth', { price: headlinePrice })}
          {discount && (
            <>
              {' '}
              <s className="order-plan-original">{money(plan.price)}</s>
            </>
          )}
        </p>
      </header>
      {discount && <p className="order-plan-code">{t('orderWithCode', { code: discount.code })}</p>}
      {plan.description && <p className="order-plan-description">{plan.description}</p>}
      <PlanAvailability plan={{ availableIn: plan.availableIn ?? 0, availableUntil: plan.availableUntil ?? 0, stock: plan.stock, amountAllowedPerCustomer: plan.amountAllowedPerCustomer }} now={now} />
      <DescriptionList
        items={[
          { label: t('orderCpu'), value: t('orderCpuValue', { percent: resources.cpu }) },
          { label: t('orderMemory'), value: t('orderGigabytes', { value: gigabytes(resources.memory) }) },
          { label: t('orderDisk'), value: t('orderGigabytes', { value: gigabytes(resources.disk) }) },
          { label: t('orderDatabases'), value: resources.databases },
          { label: t('orderBackups'), value: resources.backups },
          { label: t('orderPorts'), value: resources.allocations },
        ]}
      />
      {!once && cycles.length > 1 && (
        <ul className="order-plan-cycles" aria-label={t('orderCycles')}>
          {cycles.map((cycle) => (
            <li key={cycle}>
              {tOrdering(cycleName(cycle))}: {price(cyclePrice(plan.price, cycle))}
            </li>
          ))}
        </ul>
      )}
      <div className="order-plan-action">
        {refusal ? (
          <p className="order-plan-refused">{t('orderCannotChoose', { reason: tOrdering(refusalMessage(refusal)) })}</p>
        ) : (
          <ButtonLink to={`/order/${encodeURIComponent(plan._id)}/configure${query}`}>
            {t('orderChoose', { plan: plan.name })}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
