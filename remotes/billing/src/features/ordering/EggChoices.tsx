import type { Egg } from '@panel/api/contract';
import { planRequirement, type Customer } from '@panel/rules';
import { Alert, Badge, RadioGroup, type RadioOption } from '@panel/ui';
import { useOrderingT } from '../../messages/ordering';
import { NeedsPlan, type PlanWay } from './NeedsPlan';
import './ordering.css';

interface EggChoicesProps {
  eggs: readonly Egg[];
  customer: Customer;
  value: string | undefined;
  onValueChange: (eggId: string) => void;
  planName: (planId: string) => string;
  /** How the customer gets a plan a game needs: bought in the shop, or ordering the server on it. */
  planWay: PlanWay;
  error?: string;
}

/**
 * What the server runs: one radio card per game with its icon, category and description; one that
 * needs a plan says which and whether the customer has it, and when they lack it cannot be chosen
 * and links to the plan.
 */
export function EggChoices({ eggs, customer, value, onValueChange, planName, planWay, error }: EggChoicesProps) {
  const t = useOrderingT();
  if (eggs.length === 0) return <Alert tone="info">{t('orderingNoGames')}</Alert>;
  const options: RadioOption[] = eggs.map((egg) => {
    const requirement = planRequirement(egg.requiredSubscriptions, customer);
    return {
      value: egg._id,
      disabled: requirement.status === 'missing',
      label: (
        <span className="ordering-choice-title">
          {egg.icon && <img src={egg.icon} alt="" width={24} height={24} className="ordering-egg-icon" />}
          {egg.name}
        </span>
      ),
      description: (
        <span className="ordering-choice-facts">
          <span>
            <Badge>{egg.category}</Badge> {egg.description}
          </span>
          {requirement.status !== 'none' && <NeedsPlan requirement={requirement} planName={planName} way={planWay} />}
        </span>
      ),
    };
  });
  return <RadioGroup label={t('orderingGame')} options={options} value={value} onValueChange={onValueChange} error={error} />;
}
