import type { BillingCycle } from '@panel/api/contract';

/** Every billing cycle a plan may offer, in hours (−1: paid once). */
export const CYCLES: readonly BillingCycle[] = [720, 2160, 4380, 8760, -1];

export type CycleMessage = 'cycleMonthly' | 'cycleQuarterly' | 'cycleHalfYearly' | 'cycleYearly' | 'cycleOnce';

export const CYCLE_MESSAGE: Record<BillingCycle, CycleMessage> = {
  720: 'cycleMonthly',
  2160: 'cycleQuarterly',
  4380: 'cycleHalfYearly',
  8760: 'cycleYearly',
  [-1]: 'cycleOnce',
};
