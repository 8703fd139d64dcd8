import { api, call } from '@panel/api';
import type { User } from '@panel/api/contract';

/** GET /api/user/{id}/info: the user, read again after something about them changed. */
export const getUserInfo = (id: string): Promise<User> => call(api.GET('/api/user/{id}/info', { params: { path: { id } } }));
