import { AsyncLocalStorage } from 'node:async_hooks';
import { clientAddress } from '../auth/checks';
import { deviceOf } from '../domain/sessions';

/** Where a call came from, as the audit log records it: the client's address and its device. */
export interface RequestOrigin {
  address: string;
  device: string;
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/** Runs a handler knowing where its request came from. */
export const runWithOrigin = <T>(request: Request, run: () => T): T =>
  origins.run({ address: clientAddress(request), device: deviceOf(request.headers.get('user-agent')) }, run);

/** Where the call being handled came from; null outside a request (the seed, a scheduled job). */
export const currentOrigin = (): RequestOrigin | null => origins.getStore() ?? null;
