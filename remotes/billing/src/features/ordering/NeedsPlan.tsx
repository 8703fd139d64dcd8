import { Fragment } from 'react';
import { Link } from '@panel/ui';
import { useOrderingT } from '../../messages/ordering';

/** "Needs Minecraft Pro" with a link to get each plan that unlocks a location or game. */
export function NeedsPlan({ plans, planName, planHref }: { plans: readonly string[]; planName: (id: string) => string; planHref: (id: string) => string }) {
  const t = useOrderingT();
  return (
    <span className="ordering-needs-plan">
      {t('orderingNeedsPlan', { plans: plans.map(planName).join(', ') })}
      {': '}
      {plans.map((plan, index) => (
        <Fragment key={plan}>
          {index > 0 && ', '}
          <Link to={planHref(plan)}>{t('orderingGetPlan', { plan: planName(plan) })}</Link>
        </Fragment>
      ))}
    </span>
  );
}
