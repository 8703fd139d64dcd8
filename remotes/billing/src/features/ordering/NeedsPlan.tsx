import { Fragment } from 'react';
import { routePath, type PlanRequirement } from '@panel/rules';
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

const SAYS = { held: 'orderingNeedsPlanHeld', ordered: 'orderingNeedsPlanOrdered', missing: 'orderingNeedsPlanMissing' } as const;

interface NeedsPlanProps {
  requirement: Exclude<PlanRequirement, { status: 'none' }>;
  planName: (id: string) => string;
  way: PlanWay;
}

/**
 * The plan a game or location needs and whether the customer has it: "Needs Minecraft Pro: you
 * have it", "…: you are ordering it", or "…: you do not have it." with a link to each plan that
 * would open it ("Get Minecraft Pro", or "Order it with Minecraft Pro").
 */
export function NeedsPlan({ requirement, planName, way }: NeedsPlanProps) {
  const t = useOrderingT();
  const { required } = requirement;
  const says = t(SAYS[requirement.status], { count: required.length, plans: required.map(planName).join(', '), plan: 'plan' in requirement ? planName(requirement.plan) : '' });
  const link = LINKS[way];
  return (
    <span className="ordering-needs-plan">
      {says}
      {requirement.status === 'missing' &&
        required.map((plan, index) => (
          <Fragment key={plan}>
            {index > 0 ? ', ' : ' '}
            <Link to={link.href(plan)}>{t(link.label, { plan: planName(plan) })}</Link>
          </Fragment>
        ))}
    </span>
  );
}
