import type { Plan } from '@panel/api/contract';
import { cyclePrice, sellableCycles } from '@panel/rules';
import { Card, DescriptionList, Money } from '@panel/ui';
import { useCatalogueT } from '../../../messages/catalogue';
import { CYCLE_MESSAGE } from './cycles';

const gigabytes = (megabytes: number): string => String(Math.round((megabytes / 1024) * 10) / 10);

export type PlanPreviewFacts = Pick<Plan, 'name' | 'description' | 'price' | 'renewable' | 'billingCycles' | 'productContent' | 'stock'>;

/**
 * The plan as customers will see it on `/order`: built from the kit to mirror the billing
 * remote's plan card (a remote cannot import another's code), name, price a month or once,
 * description, resources and the price of each cycle.
 */
export function PlanPreview({ plan }: { plan: PlanPreviewFacts }) {
  const t = useCatalogueT();
  const resources = plan.productContent;
  const cycles = sellableCycles(plan);
  const once = !plan.renewable || (cycles.length === 1 && cycles[0] === -1);
  return (
    <Card className="catalogue-preview" aria-labelledby="plan-preview-name">
      <p className="catalogue-muted">{t('planPreviewNote')}</p>
      <h3 id="plan-preview-name">{plan.name || t('planPreviewUnnamed')}</h3>
      <p>
        <Money amount={plan.price} /> {once ? t('planPreviewOnce') : t('planPreviewPerMonth')}
      </p>
      {plan.description && <p>{plan.description}</p>}
      {plan.stock !== null && <p>{t('planPreviewStock', { count: plan.stock })}</p>}
      <DescriptionList
        items={[
          { label: t('resourceCpu'), value: `${resources.cpu} %` },
          { label: t('resourceMemory'), value: t('gigabytes', { value: gigabytes(resources.memory) }) },
          { label: t('resourceDisk'), value: t('gigabytes', { value: gigabytes(resources.disk) }) },
          { label: t('resourceDatabases'), value: resources.databases },
          { label: t('resourceBackups'), value: resources.backups },
          { label: t('resourceAllocations'), value: resources.allocations },
        ]}
      />
      {!once && cycles.length > 1 && (
        <ul aria-label={t('planCycles')}>
          {cycles.map((cycle) => (
            <li key={cycle}>
              {t(CYCLE_MESSAGE[cycle as keyof typeof CYCLE_MESSAGE])}: <Money amount={cyclePrice(plan.price, cycle)} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
