import { cyclePrice, sellableCycles } from '@panel/rules';
import { Money, RadioGroup } from '@panel/ui';
import type { Plan } from '@panel/api/contract';
import { useOrderingT } from '../../messages/ordering';
import { cycleName } from './cycle-name';

/** The plan's billing cycles, each with its price; a plan that does not renew is sold once. */
export function CycleChoices({ plan, value, onValueChange }: { plan: Pick<Plan, 'price' | 'renewable' | 'billingCycles'>; value: number; onValueChange: (cycle: number) => void }) {
  const t = useOrderingT();
  const options = sellableCycles(plan).map((cycle) => ({
    value: String(cycle),
    label: (
      <>
        {t(cycleName(cycle))}: <Money amount={cyclePrice(plan.price, cycle)} />
      </>
    ),
  }));
  return <RadioGroup label={t('orderingCycle')} options={options} value={String(value)} onValueChange={(chosen) => onValueChange(Number(chosen))} />;
}
