import type { ReactNode } from 'react';
import { Checkbox, Loadable } from '@panel/ui';
import { useCollectionPage } from '../../api/collection';
import { useCatalogueT } from '../../messages/catalogue';

const EVERY_PLAN = { page: 1, pageSize: 100, search: '', where: [] };

/** Every plan, to choose among (one request however many lists of choices a screen shows). */
export const useEveryPlan = () => useCollectionPage('plans', EVERY_PLAN);

/**
 * Shows a form holding plan choices once the plans are known, so the form appears whole: a list
 * arriving after it was shown pushed everything below it down, the Save button too, and a press
 * on Save that the move straddled was lost (nothing saved, nothing said).
 */
export function WithPlanChoices({ children }: { children: ReactNode }) {
  const plans = useEveryPlan();
  return (
    <Loadable state={plans.data ? 'success' : plans.error ? 'error' : 'loading'} onRetry={() => void plans.mutate()}>
      {children}
    </Loadable>
  );
}

/** Plan ids chosen among every plan (required subscriptions, renewal exceptions), one checkbox each; inside WithPlanChoices. */
export function PlanChoices({ legend, hint, chosen, onChange }: { legend: string; hint?: string; chosen: string[]; onChange: (ids: string[]) => void }) {
  const t = useCatalogueT();
  const { data } = useEveryPlan();
  const plans = data?.result ?? [];
  return (
    <fieldset className="catalogue-fieldset">
      <legend>{legend}</legend>
      {hint && <p className="catalogue-muted">{hint}</p>}
      {data && plans.length === 0 && <p className="catalogue-muted">{t('noPlans')}</p>}
      {plans.map((plan) => (
        <Checkbox
          key={plan._id}
          label={plan.name}
          checked={chosen.includes(plan._id)}
          onCheckedChange={(checked) => onChange(checked ? [...chosen, plan._id] : chosen.filter((id) => id !== plan._id))}
        />
      ))}
    </fieldset>
  );
}
