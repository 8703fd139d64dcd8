import { db } from '../db';

export const INTEGRATIONS = ['stripe', 'paypal', 'coingate', 'cashfree', 'litepay', 'discord'] as const;
export type Integration = (typeof INTEGRATIONS)[number];

const filled = (value: string | null): boolean => value !== null && value.trim() !== '';

/**
 * Why the panel could not reach the integration, or null when it can: the mock has no network
 * to test, so an integration counts as reachable when it is on and has the credentials it needs.
 */
export function integrationProblem(service: Integration): string | null {
  const { payments, login } = db.config.settings;
  const off = `${service} is turned off in the settings`;
  switch (service) {
    case 'stripe':
      if (!payments.stripe.enabled) return off;
      return filled(payments.stripe.publishableKey) ? null : 'stripe has no publishable key';
    case 'paypal':
      if (!payments.paypal.enabled) return off;
      return filled(payments.paypal.clientId) ? null : 'paypal has no client id';
    case 'cashfree':
      if (!payments.cashfree.enabled) return off;
      return filled(payments.cashfree.appid) ? null : 'cashfree has no app id';
    case 'coingate':
    case 'litepay':
      return payments[service].enabled ? null : off;
    case 'discord':
      return login.discord ? null : off;
  }
}
