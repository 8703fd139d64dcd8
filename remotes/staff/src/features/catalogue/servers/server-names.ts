import type { ServerState, SuspensionReason } from '@panel/api/contract';

export const SERVER_STATES: readonly ServerState[] = ['installing', 'awaiting-payment', 'expiring', 'suspended', 'maintenance', 'active'];

export const STATE_MESSAGE = {
  installing: 'stateInstalling',
  'awaiting-payment': 'stateAwaitingPayment',
  expiring: 'stateExpiring',
  suspended: 'stateSuspended',
  maintenance: 'stateMaintenance',
  active: 'stateActive',
} as const satisfies Record<ServerState, string>;

export const SUSPENSION_REASONS: readonly SuspensionReason[] = ['RENEWAL_REQUIRED', 'RESOURCES_EXCEEDED', 'INACTIVE_USER', 'MISSING_SUBSCRIPTION_EGG', 'MISSING_SUBSCRIPTION_LOCATION'];

/** What each reason reads as; the owner's card says the matching notice. */
export const REASON_MESSAGE = {
  RENEWAL_REQUIRED: 'reasonRenewal',
  RESOURCES_EXCEEDED: 'reasonResources',
  INACTIVE_USER: 'reasonInactive',
  MISSING_SUBSCRIPTION_EGG: 'reasonEgg',
  MISSING_SUBSCRIPTION_LOCATION: 'reasonLocation',
} as const satisfies Record<SuspensionReason, string>;
