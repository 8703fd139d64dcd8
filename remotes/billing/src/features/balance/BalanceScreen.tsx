import { NotBuiltYet } from '@panel/ui';

export function BalanceScreen() {
  return <NotBuiltYet title="Pay with balance" />;
}
