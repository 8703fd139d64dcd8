import { http, HttpResponse } from 'msw';
import type { Config } from '@panel/api/contract';
import { db } from '../db';

const getConfig = () => HttpResponse.json(db.config satisfies Config);

// Also without the trailing slash, which proxies and hand-typed URLs tend to drop.
export const configHandlers = [http.get('*/api/', getConfig), http.get('*/api', getConfig)];
