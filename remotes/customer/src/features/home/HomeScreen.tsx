import { useConfig, useSession } from '@panel/session';

export function HomeScreen() {
  const user = useSession((s) => s.user);
  const { currency } = useConfig();
  if (!user) return null;
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">Welcome back, {user.username}</h1>
      <dl className="summary">
        <div>
          <dt>Balance</dt>
          <dd>
            {currency.symbol}
            {user.balance.toFixed(2)}
          </dd>
        </div>
        <div>
          <dt>Coins</dt>
          <dd>{user.coins}</dd>
        </div>
        <div>
          <dt>Plans</dt>
          <dd>{user.plans.length}</dd>
        </div>
      </dl>
    </section>
  );
}
