export { api, call } from './client';
export { ApiError } from './api-error';
