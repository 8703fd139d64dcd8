// Plain module (no kit): the order page's server-included fragment compiles it in too.
import type { PlanRefusal } from '@panel/rules';
import type { OrderingMessage } from '../../messages/ordering';

const REFUSALS: Record<PlanRefusal, OrderingMessage> = {
  invisible: 'orderingRefusal_invisible',
  cycle: 'orderingRefusal_cycle',
  referrals: 'orderingRefusal_referrals',
  notYet: 'orderingRefusal_notYet',
  ended: 'orderingRefusal_ended',
  soldOut: 'orderingRefusal_soldOut',
  limit: 'orderingRefusal_limit',
  held: 'orderingRefusal_held',
};

/** The message saying why a plan cannot be ordered (planRefusals' first reason). */
export const refusalMessage = (refusal: PlanRefusal): OrderingMessage => REFUSALS[refusal];
