export { api, call, onUnauthorized } from './client';
export { ApiError, fallbackMessage } from './api-error';
export type { ApiErrorKind } from './api-error';
export { CALL_TIME_LIMIT_MS } from './time-limit';
