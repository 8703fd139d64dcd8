// Plain module (no kit): /create's server-included fragment draws the same steps.
import type { CreateMessage } from '../../messages/create';

// The games show on the first step, with the name: what a person came for is in sight at once.
export const STEPS = ['server', 'location', 'resources', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_NAMES: Record<Step, CreateMessage> = {
  server: 'createStep_server',
  location: 'createStep_location',
  resources: 'createStep_resources',
  confirm: 'createStep_confirm',
};
