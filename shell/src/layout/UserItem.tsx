import { useState } from 'react';
import { useNavigate } from '@panel/router';
import { signOut, useConfig, useSession } from '@panel/session';
import { formatMoney } from '@panel/rules';
import { LOGIN_PATH } from '../startup/run-startup';

const RANK_BADGES = { ADMIN: 'Admin', STAFF: 'Staff' } as const;

export function UserItem() {
  const user = useSession((s) => s.user);
  const { currency } = useConfig();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const badge = user.rank === 'ADMIN' || user.rank === 'STAFF' ? RANK_BADGES[user.rank] : null;

  const leave = async () => {
    setSigningOut(true);
    await signOut('chosen');
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="user-item">
      <img src={user.avatarUrl} alt="" width={36} height={36} />
      <div>
        <div className="user-item-name">
          <span>{user.username}</span>
          {badge && <span className={`badge badge-${badge.toLowerCase()}`}>{badge}</span>}
        </div>
        <div className="user-item-balance" aria-label="Balance">
          {formatMoney(user.balance, currency)}
        </div>
        <button type="button" className="button button-secondary" onClick={leave} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
