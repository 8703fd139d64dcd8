import type { InstanceMode } from '@panel/rules';
import type { Migration } from '../../../api/migrate-instance';

export type MigrationDraft = Record<'planPriceToBalanceRatio' | 'coinsToBalanceRate' | 'balanceToCoinsRatio' | 'expirationDelayHours', string> & { deletePlans: boolean };

export const DEFAULT_DRAFT: MigrationDraft = { planPriceToBalanceRatio: '1', coinsToBalanceRate: '0.01', balanceToCoinsRatio: '100', expirationDelayHours: '168', deletePlans: false };

export type DraftProblem = { field: keyof MigrationDraft; problem: 'atLeast'; min: number } | { field: keyof MigrationDraft; problem: 'positive' };

const HOUR_SECONDS = 3600;

/** The migration to `to` the draft describes, or what is wrong with it (the contract's bounds). */
export function migrationOf(to: InstanceMode, draft: MigrationDraft): { migration: Migration } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const number = (field: keyof MigrationDraft, check: (value: number) => boolean, problem: DraftProblem) => {
    const text = String(draft[field]).trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value) || !check(value)) problems.push(problem);
    return value;
  };
  const hours = number('expirationDelayHours', (value) => value * HOUR_SECONDS >= 1, { field: 'expirationDelayHours', problem: 'positive' });
  const expirationDelay = Math.max(1, Math.round(hours * HOUR_SECONDS));
  if (to === 'plans') {
    const planPriceToBalanceRatio = number('planPriceToBalanceRatio', (value) => value >= 0, { field: 'planPriceToBalanceRatio', problem: 'atLeast', min: 0 });
    const coinsToBalanceRate = number('coinsToBalanceRate', (value) => value >= 0, { field: 'coinsToBalanceRate', problem: 'atLeast', min: 0 });
    return problems.length > 0 ? { problems } : { migration: { to, options: { planPriceToBalanceRatio, coinsToBalanceRate, expirationDelay, deletePlans: draft.deletePlans } } };
  }
  const balanceToCoinsRatio = number('balanceToCoinsRatio', (value) => value > 0, { field: 'balanceToCoinsRatio', problem: 'positive' });
  return problems.length > 0 ? { problems } : { migration: { to, options: { balanceToCoinsRatio, expirationDelay } } };
}
