import type { Plan } from '@panel/api/contract';
import { saleWindow } from '@panel/rules';
import { Badge, formatDate, useLanguage } from '@panel/ui';
import { useOrderingT } from '../../messages/ordering';
import './ordering.css';

type SoldPlan = Pick<Plan, 'availableIn' | 'availableUntil'> & { stock?: number | null; amountAllowedPerCustomer?: number | null };

/** Whether a plan can be sold now, by stock and sale window (per-customer caps and conditions are the order's). */
export const onSale = (plan: SoldPlan, now: number): boolean => saleWindow(plan, now) === 'open' && !(plan.stock !== undefined && plan.stock !== null && plan.stock <= 0);

/** The plan's stock and sale window in words: sold out, N left, available from…, until…, no longer available, a cap per customer. */
export function PlanAvailability({ plan, now }: { plan: SoldPlan; now: number }) {
  const t = useOrderingT();
  const language = useLanguage();
  const window = saleWindow(plan, now);
  const badges: { tone: 'danger' | 'warning' | 'info' | 'neutral'; text: string }[] = [];
  if (window === 'notYet') badges.push({ tone: 'info', text: t('orderingAvailableFrom', { date: formatDate(plan.availableIn, language) }) });
  if (window === 'ended') badges.push({ tone: 'neutral', text: t('orderingNoLongerAvailable') });
  if (window === 'open' && plan.availableUntil !== 0) badges.push({ tone: 'warning', text: t('orderingAvailableUntil', { date: formatDate(plan.availableUntil, language) }) });
  if (plan.stock === 0) badges.push({ tone: 'danger', text: t('orderingSoldOut') });
  else if (plan.stock !== undefined && plan.stock !== null) badges.push({ tone: 'warning', text: t('orderingStockLeft', { count: plan.stock }) });
  if (plan.amountAllowedPerCustomer) badges.push({ tone: 'neutral', text: t('orderingPerCustomer', { count: plan.amountAllowedPerCustomer }) });
  if (badges.length === 0) return null;
  return (
    <span className="ordering-availability">
      {badges.map((badge) => (
        <Badge key={badge.text} tone={badge.tone}>
          {badge.text}
        </Badge>
      ))}
    </span>
  );
}
