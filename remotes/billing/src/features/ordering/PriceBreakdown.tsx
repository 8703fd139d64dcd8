import type { Discount } from '@panel/api/contract';
import { priceBreakdown } from '@panel/rules';
import { Alert, Card, DateTime, DescriptionList, Money } from '@panel/ui';
import { useOrderingT } from '../../messages/ordering';
import { cycleName } from './cycle-name';
import './ordering.css';

interface PriceBreakdownProps {
  planName: string;
  /** The plan's price per 720 h. */
  price: number;
  cycle: number;
  discount: Discount | null;
  /**
   * When billing starts: now, or null when the order waits in a queue for a free place (billing
   * then starts when the server is created, a date nobody knows yet).
   */
  startsAt: number | null;
}

/**
 * What ordering costs, before anything is ordered: the plan's price for the cycle, the discount
 * (once or on every renewal), what is due now (with the original price when discounted), and
 * the next renewal's date and amount. A queued order is due when its server is created and
 * renews a cycle after that: no date is shown that the queue could make wrong.
 */
export function PriceBreakdown({ planName, price, cycle, discount, startsAt }: PriceBreakdownProps) {
  const t = useOrderingT();
  const breakdown = priceBreakdown({ price, cycle, discount, startsAt });
  const queued = startsAt === null;
  const items = [
    { label: t('orderingPlanPrice', { plan: planName, cycle: t(cycleName(cycle)) }), value: <Money amount={breakdown.cyclePrice} /> },
    ...(discount
      ? [
          {
            label: `${t('orderingDiscountLine', { code: discount.code, reduction: discount.reduction })}, ${discount.recurrent ? t('orderingDiscountRecurrent') : t('orderingDiscountOnce')}`,
            value: (
              <>
                −<Money amount={breakdown.discountAmount} />
              </>
            ),
          },
        ]
      : []),
    {
      label: queued ? t('orderingDueOnCreation') : t('orderingDueNow'),
      value: (
        <span className="ordering-breakdown-amount" data-testid="due-now">
          <Money amount={breakdown.dueNow} />
          {discount && (
            <s className="ordering-breakdown-originally">
              {t('orderingOriginally')} <Money amount={breakdown.cyclePrice} />
            </s>
          )}
        </span>
      ),
    },
    {
      label: t('orderingNextRenewal'),
      value: breakdown.renewal ? (
        <>
          <Money amount={breakdown.renewal.amount} /> · {breakdown.renewal.at === null ? t('orderingRenewalAfterCreation') : <DateTime value={breakdown.renewal.at} />}
        </>
      ) : (
        t('orderingNoRenewal')
      ),
    },
  ];
  return (
    <Card title={t('orderingBreakdown')} aria-label={t('orderingBreakdown')}>
      <DescriptionList items={items} />
      {queued && <Alert tone="info">{t('orderingQueuedBilling')}</Alert>}
    </Card>
  );
}
