import { describe, expect, it } from 'vitest';
import type { ListingResponse } from '@panel/api/contract';
import { db } from '../db';
import { DEMO_USERS } from '../seed';
import { call, installMockApi } from '../testing/mock-api';

installMockApi();

const listing = async () => ((await (await call('/api/shop/listing', { token: DEMO_USERS.customer.token })).json()) as ListingResponse).listing;

describe('the shop listing', () => {
  it('lists the shop items, then the plans a server can run on, with their resources', async () => {
    const items = await listing();
    expect(items.map((item) => item._id)).toEqual([...db.listing.map((item) => item._id), ...db.domain.plans.filter((plan) => !plan.invisible).map((plan) => plan._id)]);
    expect(items.find((item) => item._id === 'plan-mc-pro')).toEqual({
      _id: 'plan-mc-pro',
      name: 'Minecraft Pro',
      price: 9.99,
      billingCycles: [720, 2160, 4380, 8760],
      renewable: true,
      category: 'minecraft',
      productContent: { cpu: 300, memory: 8192, disk: 40960, databases: 1, allocations: 1, backups: 1, servers: 1 },
      description: expect.any(String),
      stock: 12,
      amountAllowedPerCustomer: 2,
      availableIn: 0,
      availableUntil: 0,
      conditions: null,
    });
  });

  it('leaves invisible plans out', async () => {
    const pro = db.domain.plans.find((plan) => plan._id === 'plan-mc-pro');
    if (pro) pro.invisible = true;
    expect((await listing()).some((item) => item._id === 'plan-mc-pro')).toBe(false);
  });
});
