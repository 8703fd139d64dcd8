import { LogOut } from 'lucide-react';
import { useLocation, useNavigate } from '@panel/router';
import { signOut, useSession } from '@panel/session';
import { matchRoute, routePath } from '@panel/rules';
import { Avatar, Badge, Button, Link, Money } from '@panel/ui';
import { useShellT } from '../messages';
import { LOGIN_PATH } from '../startup/run-startup';
import './user-item.css';

const RANK_BADGES = { ADMIN: { label: 'rankAdmin', tone: 'danger' }, STAFF: { label: 'rankStaff', tone: 'warning' } } as const;

/** Who is signed in: picture, name and rank, what they have to spend, and the way out. */
export function UserItem() {
  const t = useShellT();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const onCoinHistory = matchRoute(useLocation().pathname)?.route.id === 'coins';
  if (!user) return null;
  const badge = user.rank === 'ADMIN' || user.rank === 'STAFF' ? RANK_BADGES[user.rank] : null;

  const leave = async () => {
    await signOut('chosen');
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="shell-user">
      <div className="shell-user-identity">
        <Avatar src={user.avatarUrl} name={user.username} />
        <div className="shell-user-name">
          <span>{user.username}</span>
          {badge && <Badge tone={badge.tone}>{t(badge.label)}</Badge>}
        </div>
      </div>
      <dl className="shell-user-funds">
        <div>
          <dt id="shell-user-balance">{t('balance')}</dt>
          <dd aria-labelledby="shell-user-balance">
            <Money amount={user.balance} />
          </dd>
        </div>
        <div>
          <dt className="visually-hidden">{t('coinsLabel')}</dt>
          <dd>
            {/* The count leads to every movement behind it. */}
            <Link className="shell-user-coins" to={routePath('coins')} aria-current={onCoinHistory ? 'page' : undefined}>
              {t('coins', { count: user.coins })}
            </Link>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" icon={<LogOut size={16} aria-hidden />} onClick={leave}>
        {t('signOut')}
      </Button>
    </div>
  );
}
