import type { Location } from '@panel/api/contract';
import { freeSlots, locationBlocks, planRequirement, type Customer } from '@panel/rules';
import { Alert, RadioGroup, type RadioOption } from '@panel/ui';
import { useOrderingT } from '../../messages/ordering';
import { NeedsPlan, type PlanWay } from './NeedsPlan';
import { useLatency } from './use-latency';
import './ordering.css';

interface LocationChoicesProps {
  locations: readonly Location[];
  /** Who orders: decides which locations are closed to them (plan, rank). */
  customer: Customer;
  value: string | undefined;
  onValueChange: (locationId: string) => void;
  planName: (planId: string) => string;
  /** How the customer gets a plan a location needs: bought in the shop, or ordering the server on it. */
  planWay: PlanWay;
  error?: string;
}

function Latency({ url }: { url: string }) {
  const t = useOrderingT();
  const ms = useLatency(url);
  return ms === null ? null : <span className="ordering-latency">{t('orderingLatency', { ms })}</span>;
}

/**
 * Where the new server goes: one radio card per location with its flag, room (a full one queues
 * the order), coin renewal, latency, and the plan it needs with whether the customer has it; one
 * in maintenance, above the customer's rank or needing a plan they lack cannot be chosen and says
 * why, with a link to the plan.
 */
export function LocationChoices({ locations, customer, value, onValueChange, planName, planWay, error }: LocationChoicesProps) {
  const t = useOrderingT();
  if (locations.length === 0) return <Alert tone="info">{t('orderingNoLocations')}</Alert>;
  const options: RadioOption[] = locations.map((location) => {
    const blocks = locationBlocks(location, customer);
    const requirement = planRequirement(location.requiredSubscriptions, customer);
    const free = freeSlots(location);
    return {
      value: location._id,
      disabled: blocks.length > 0,
      label: (
        <span className="ordering-choice-title">
          {location.flag && <img src={location.flag} alt="" width={24} height={16} className="ordering-flag" />}
          {location.name}
        </span>
      ),
      description: (
        <span className="ordering-choice-facts">
          <span>{free > 0 ? t('orderingLocationRoom', { free, max: location.maxservers }) : t('orderingLocationFull')}</span>
          {location.coinRenewal && <span>{t('orderingLocationCoinRenewal', { amount: location.coinRenewal.amount, hours: location.coinRenewal.hours })}</span>}
          {blocks.includes('maintenance') && <span>{t('orderingLocationMaintenance')}</span>}
          {blocks.includes('rank') && <span>{t('orderingLocationRank')}</span>}
          {requirement.status !== 'none' && <NeedsPlan requirement={requirement} planName={planName} way={planWay} />}
          {!location.maintenance && <Latency url={location.latencyurl} />}
        </span>
      ),
    };
  });
  return <RadioGroup label={t('orderingLocation')} options={options} value={value} onValueChange={onValueChange} error={error} />;
}

/** Whether ordering into this location queues (it has no room left). */
export const queuesIn = (location: Location | undefined): boolean => location !== undefined && freeSlots(location) === 0;
