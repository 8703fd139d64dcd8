export { api, call, onUnauthorized } from './client';
export { ApiError } from './api-error';
export { apiErrorMessage, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './error-message';
