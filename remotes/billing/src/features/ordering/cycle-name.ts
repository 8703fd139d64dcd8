import type { OrderingMessage } from '../../messages/ordering';

const CYCLE_NAMES: Record<number, OrderingMessage> = {
  720: 'orderingCycle_720',
  2160: 'orderingCycle_2160',
  4380: 'orderingCycle_4380',
  8760: 'orderingCycle_8760',
  [-1]: 'orderingCycle_once',
};

/** The message naming a billing cycle ("Monthly", "Once"). */
export const cycleName = (cycle: number): OrderingMessage => CYCLE_NAMES[cycle] ?? 'orderingCycle_720';
