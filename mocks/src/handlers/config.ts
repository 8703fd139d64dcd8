import { http, HttpResponse } from 'msw';
import type { Config } from '@panel/api/contract';
import { now } from '../clock';
import { db } from '../db';
import { nextEarnReset } from '../domain/earning';

// The next reset of coin earning follows the mock's clock, so the earn screen's countdown is true.
const getConfig = () => HttpResponse.json({ ...db.config, info: { ...db.config.info, earnReset: nextEarnReset(now()) } } satisfies Config);

// Also without the trailing slash, which proxies and hand-typed URLs tend to drop.
export const configHandlers = [http.get('*/api/', getConfig), http.get('*/api', getConfig)];
