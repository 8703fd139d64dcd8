import { Checkbox } from '@panel/ui';
import { useCollectionPage } from '../../api/collection';
import { useCatalogueT } from '../../messages/catalogue';

const EVERY_PLAN = { page: 1, pageSize: 100, search: '', where: [] };

/** Plan ids chosen among every plan (required subscriptions, renewal exceptions), one checkbox each. */
export function PlanChoices({ legend, hint, chosen, onChange }: { legend: string; hint?: string; chosen: string[]; onChange: (ids: string[]) => void }) {
  const t = useCatalogueT();
  const { data } = useCollectionPage('plans', EVERY_PLAN);
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
