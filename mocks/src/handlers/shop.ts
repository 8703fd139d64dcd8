import { http, HttpResponse } from 'msw';
import type { ListingResponse } from '@panel/api/contract';
import { db } from '../db';
import { authenticate } from '../http/auth-guard';

export const shopHandlers = [
  http.get('*/api/shop/listing', ({ request }) => {
    const session = authenticate(request);
    if (session instanceof Response) return session;
    return HttpResponse.json({ listing: db.listing } satisfies ListingResponse);
  }),
];
