import type { User } from '@panel/api/contract';
import { api, call } from '@panel/api';

/** GET /api/user/{id}/info: spec section 7, failing unless the status is 200. */
export const fetchUser = (userId: string): Promise<User> =>
  call(api.GET('/api/user/{id}/info', { params: { path: { id: userId } } }));
