import { api, call } from '@panel/api';
import type { MigrationResult } from '@panel/api/contract';
import { sessionStore } from '@panel/session';

export interface ToPlansOptions {
  planPriceToBalanceRatio: number;
  coinsToBalanceRate: number;
  expirationDelay: number;
  deletePlans: boolean;
}

export interface ToResourcesOptions {
  balanceToCoinsRatio: number;
  expirationDelay: number;
}

export type Migration = { to: 'plans'; options: ToPlansOptions } | { to: 'resources'; options: ToResourcesOptions };

/** The switch, or with `dryRun` what it would do (the same counts, nothing changed). */
export function migrateInstance(migration: Migration, dryRun: boolean): Promise<MigrationResult> {
  const query = { dryRun: dryRun ? ('true' as const) : ('false' as const) };
  return migration.to === 'plans'
    ? call(api.POST('/api/staff/migration/psp', { params: { query }, body: migration.options }))
    : call(api.POST('/api/staff/migration/rs', { params: { query }, body: migration.options }));
}

/** After a switch the whole panel changes its routes: the configuration is read again. */
export async function refreshPanelMode(): Promise<void> {
  const { data } = await api.GET('/api/');
  if (data) sessionStore.getState().setConfig(data);
}
