import type { ListingResponse } from '@panel/api/contract';
import { db } from '../db';
import { defineHandler } from '../http/define-handler';

export const shopHandlers = [
  defineHandler({
    operation: 'getShopListing',
    auth: 'user',
    handle: (): ListingResponse => ({ listing: db.listing }),
  }),
];
