export { api, call, onUnauthorized } from './client';
export { ApiError } from './api-error';
