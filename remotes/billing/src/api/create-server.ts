import { api, call } from '@panel/api';
import type { ServerCreateRequest, ServerOrderResponse } from '@panel/api/contract';
import { useRevalidatingWrite } from '@panel/ui';
import { locationsKey } from './catalogue';

/**
 * Orders a server: placed at once when its location has room, else queued. Sold by plan, the
 * answer names the activation invoice once the server is placed.
 */
export const createServer = (order: ServerCreateRequest): Promise<ServerOrderResponse> => call(api.POST('/api/server/create', { body: order }));

/** The location's server count changes with the order. */
export const useCreateServer = () => useRevalidatingWrite(createServer, () => [locationsKey]);
