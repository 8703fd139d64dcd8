export { NotFound } from './NotFound';
export { NotBuiltYet } from './NotBuiltYet';
export { Loadable, DelayedSpinner, LOADABLE_DEFAULT_DELAY_MS } from './Loadable';
export type { LoadState } from './Loadable';
export { Dialog } from './Dialog';
export { RemoteRoutes } from './RemoteRoutes';
export { RemoteRoot } from './RemoteRoot';
export { useSingleFlight, stayPending } from './use-single-flight';
export type { SingleFlight } from './use-single-flight';
