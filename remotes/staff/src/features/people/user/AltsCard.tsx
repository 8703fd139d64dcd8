import { Card, EmptyState, Link, Loadable } from '@panel/ui';
import { useUserAlts } from '../../../api/user-alts';
import { useStaffUsersT } from '../../../messages/staff-users';

/** Accounts that share an address or a device with this one, each linking to its page. */
export function AltsCard({ userId }: { userId: string }) {
  const t = useStaffUsersT();
  const alts = useUserAlts(userId);
  return (
    <Card title={t('userAlts')}>
      <p className="people-muted">{t('userAltsHint')}</p>
      <Loadable state={alts.error ? 'error' : alts.data ? 'success' : 'loading'} onRetry={() => void alts.mutate()}>
        {alts.data &&
          (alts.data.length === 0 ? (
            <EmptyState title={t('userAltsNone')} />
          ) : (
            <ul className="people-list" aria-label={t('userAlts')}>
              {alts.data.map((alt) => (
                <li key={alt._id}>
                  <Link to={`/staff/users/${encodeURIComponent(alt._id)}`}>{alt.username}</Link> <span className="people-muted">{alt.email}</span>
                </li>
              ))}
            </ul>
          ))}
      </Loadable>
    </Card>
  );
}
