import { api, call } from '@panel/api';

/** The integrations the connection check knows. */
export const INTEGRATIONS = ['stripe', 'paypal', 'coingate', 'cashfree', 'litepay', 'discord'] as const;
export type Integration = (typeof INTEGRATIONS)[number];

/** Resolves when the integration is reachable; throws the ApiError (500 with the reason) when not. */
export const checkConnection = (service: Integration) => call(api.GET('/api/staff/conncheck/{service}', { params: { path: { service } } }));
