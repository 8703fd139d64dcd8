import { useState } from 'react';
import { useNavigate } from '@panel/router';
import { api } from '@panel/api';
import { useConfig, useSession, sessionStore } from '@panel/session';
import { formatMoney } from '@panel/rules';

const RANK_BADGES = { ADMIN: 'Admin', STAFF: 'Staff' } as const;

export function UserItem() {
  const user = useSession((s) => s.user);
  const { currency } = useConfig();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const badge = user.rank === 'ADMIN' || user.rank === 'STAFF' ? RANK_BADGES[user.rank] : null;

  const signOut = async () => {
    setSigningOut(true);
    // The session ends locally even when the server cannot be reached or refuses.
    await api.POST('/api/auth/logout').catch(() => undefined);
    // signOut, not clear: the page left behind is not remembered as the place to come back to.
    sessionStore.getState().signOut();
    navigate('/auth/login', { replace: true });
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
        <button type="button" className="button button-secondary" onClick={signOut} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </div>
  );
}
