import type { CoinItem, Plan, ResourceLimits } from '@panel/api/contract';
import type { EggDoc, LocationDoc } from '../domain/state';
import { daysFromSeed } from './reference-time';

export const SEED_LOCATIONS = { frankfurt: 'loc-frankfurt', helsinki: 'loc-helsinki', newYork: 'loc-new-york' } as const;
export const SEED_EGGS = { paper: 'egg-paper', nodejs: 'egg-nodejs' } as const;

/** A country's flag as a small inline SVG (the demo works offline, and the panel's CSP allows `data:` images). */
const flag = (svgBody: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20">${svgBody}</svg>`)}`;
const FLAGS = {
  germany: flag('<rect width="30" height="20" fill="#FFCE00"/><rect width="30" height="13.34" fill="#DD0000"/><rect width="30" height="6.67"/>'),
  finland: flag('<rect width="30" height="20" fill="#fff"/><rect x="8" width="5" height="20" fill="#002F6C"/><rect y="7.5" width="30" height="5" fill="#002F6C"/>'),
  unitedStates: flag(
    '<rect width="30" height="20" fill="#fff"/>' +
      [0, 2, 4, 6, 8, 10, 12].map((stripe) => `<rect y="${(stripe * 20) / 13}" width="30" height="${20 / 13}" fill="#B22234"/>`).join('') +
      '<rect width="12" height="10.77" fill="#3C3B6E"/>',
  ),
};

/** An icon as a coloured tile with a letter, inline for the same reason as the flags. */
const glyph = (letter: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="${color}"/><text x="12" y="17" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`)}`;

const location = (doc: Partial<LocationDoc> & Pick<LocationDoc, '_id' | 'name' | 'maxservers'>): LocationDoc => ({
  flag: '',
  platform: 'PTERODACTYL',
  // Timed by the panel; served by the mock on the panel's own origin (a real node answers its own).
  latencyurl: `/api/locations/${doc._id}/ping`,
  requiredRank: 0,
  maintenance: false,
  requiredSubscriptions: [],
  coinRenewal: null,
  ...doc,
});

export function seedLocations(): LocationDoc[] {
  return [
    // Free capacity, renewed with coins weekly; the premium plan is exempt.
    location({ _id: SEED_LOCATIONS.frankfurt, name: 'Frankfurt', flag: FLAGS.germany, maxservers: 50, coinRenewal: { amount: 50, hours: 168, exceptions: ['plan-mc-pro'] } }),
    location({ _id: SEED_LOCATIONS.helsinki, name: 'Helsinki', flag: FLAGS.finland, maxservers: 20 }),
    // Full: the seed puts exactly `maxservers` servers there, so orders queue.
    location({ _id: SEED_LOCATIONS.newYork, name: 'New York', flag: FLAGS.unitedStates, maxservers: 3, requiredSubscriptions: ['plan-mc-pro'] }),
  ];
}

export function seedEggs(): EggDoc[] {
  return [
    { _id: SEED_EGGS.paper, name: 'Minecraft: Paper', description: 'High-performance Minecraft server.', category: 'minecraft', icon: glyph('P', '#2f7d32'), requiredSubscriptions: [], envVars: { MINECRAFT_VERSION: '1.21', SERVER_JARFILE: 'server.jar' } },
    { _id: SEED_EGGS.nodejs, name: 'Node.js', description: 'Discord bots and small services.', category: 'bots', icon: glyph('N', '#3c6e1f'), requiredSubscriptions: [], envVars: { NODE_VERSION: '20', MAIN_FILE: 'index.js' } },
  ];
}

const limits = (memory: number, cpu: number, disk: number): ResourceLimits => ({ cpu, memory, disk, databases: 1, allocations: 1, backups: 1, servers: 1 });

const plan = (doc: Partial<Plan> & Pick<Plan, '_id' | 'name' | 'price' | 'category' | 'productContent'>): Plan => ({
  description: '',
  platform: 'PTERODACTYL',
  billingCycles: [720, 2160, 4380, 8760],
  renewable: true,
  stock: null,
  purchases: 0,
  amountAllowedPerCustomer: null,
  invisible: false,
  availableIn: 0,
  availableUntil: 0,
  ...doc,
});

/** Plans in three categories; the ids match the shop listing and the customers' held plans. */
export function seedPlans(): Plan[] {
  return [
    plan({ _id: 'plan-mc-starter', name: 'Minecraft Starter', price: 4.99, description: 'For a few friends and a small world.', category: 'minecraft', productContent: limits(4096, 150, 20480), purchases: 41 }),
    plan({ _id: 'plan-mc-pro', name: 'Minecraft Pro', price: 9.99, description: 'Modpacks and busy communities.', category: 'minecraft', productContent: limits(8192, 300, 40960), stock: 12, amountAllowedPerCustomer: 2, purchases: 17 }),
    // With features.pspPlansConditions on, only for customers who referred 50 people (the demo customer has 40).
    plan({ _id: 'plan-rust', name: 'Rust Standard', price: 18.5, description: 'A full Rust map with plugins.', category: 'rust', billingCycles: [720, 2160], productContent: limits(12288, 400, 61440), purchases: 6, conditions: { minimumReferrals: 50 } }),
    // Sold out: orders are refused until staff restock it.
    plan({ _id: 'plan-rust-legacy', name: 'Rust Legacy', price: 12, category: 'rust', description: 'Last season’s Rust hardware, at a lower price.', billingCycles: [720], stock: 0, productContent: limits(8192, 300, 40960), purchases: 30 }),
    plan({ _id: 'plan-discord-bot', name: 'Discord Bot', price: 1.99, description: 'A small always-on bot.', category: 'bots', billingCycles: [720, 8760], productContent: limits(512, 50, 2048), purchases: 88 }),
    // A seasonal plan: sold only inside its window.
    plan({ _id: 'plan-winter-event', name: 'Winter Event Server', price: 15, category: 'minecraft', billingCycles: [-1], renewable: false, availableIn: daysFromSeed(10), availableUntil: daysFromSeed(40), productContent: limits(6144, 200, 30720) }),
  ];
}

export function seedCoinItems(): CoinItem[] {
  const item = (doc: Pick<CoinItem, '_id' | 'name' | 'price' | 'resource' | 'priceFor' | 'rawPriceFor'>): CoinItem => ({ icon: glyph(doc.name.charAt(0), '#4256c7'), buyable: true, hidden: false, ...doc });
  return [
    item({ _id: 'coin-memory', name: 'Memory', price: 100, resource: 'memory', priceFor: '1 GB', rawPriceFor: 1024 }),
    item({ _id: 'coin-cpu', name: 'CPU', price: 80, resource: 'cpu', priceFor: '50 %', rawPriceFor: 50 }),
    item({ _id: 'coin-disk', name: 'Disk', price: 40, resource: 'disk', priceFor: '5 GB', rawPriceFor: 5120 }),
    item({ _id: 'coin-server-slot', name: 'Server slot', price: 250, resource: 'servers', priceFor: '1 server', rawPriceFor: 1 }),
  ];
}
