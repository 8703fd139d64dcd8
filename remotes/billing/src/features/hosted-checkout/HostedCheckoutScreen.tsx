import { NotBuiltYet } from '@panel/ui';

export const CoingateScreen = () => <NotBuiltYet title="Pay with CoinGate" />;
export const LitepayScreen = () => <NotBuiltYet title="Pay with LitePay" />;
export const CashfreeScreen = () => <NotBuiltYet title="Pay with CashFree" />;
