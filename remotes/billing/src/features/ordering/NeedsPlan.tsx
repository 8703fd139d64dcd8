import { Fragment } from 'react';
import { routePath } from '@panel/rules';
import { Link } from '@panel/ui';
import { useOrderingT } from '../../messages/ordering';

/**
 * How a customer comes by a plan that opens a game or location: bought in the shop (resource
 * split), or, when servers are sold by plan, by ordering the server on it (paying a server's plan
 * is what counts there: no shop sells plans in that mode).
 */
export type PlanWay = 'buy' | 'orderOn';

const LINKS = {
  buy: { href: (plan: string) => routePath('shopItem', { id: plan }), label: 'orderingGetPlan' },
  orderOn: { href: (plan: string) => routePath('orderConfigure', { plan }), label: 'orderingOrderWithPlan' },
} as const;

/** "Needs Minecraft Pro" with a link to each plan that unlocks a location or game: "Get Minecraft Pro", or "Order it with Minecraft Pro". */
export function NeedsPlan({ plans, planName, way }: { plans: readonly string[]; planName: (id: string) => string; way: PlanWay }) {
  const t = useOrderingT();
  const link = LINKS[way];
  return (
    <span className="ordering-needs-plan">
      {t('orderingNeedsPlan', { plans: plans.map(planName).join(', ') })}
      {': '}
      {plans.map((plan, index) => (
        <Fragment key={plan}>
          {index > 0 && ', '}
          <Link to={link.href(plan)}>{t(link.label, { plan: planName(plan) })}</Link>
        </Fragment>
      ))}
    </span>
  );
}
