import { Users } from 'lucide-react';
import { Card, DateTime, EmptyState, Money, Skeleton, StatCard } from '@panel/ui';
import type { ReferralsAnswer } from '../../api/referrals';
import { useReferralsT } from '../../messages/referrals';

interface Props {
  data: ReferralsAnswer | undefined;
  failed: boolean;
}

/** The people who signed up through the link, what they bought, and what that earned. */
export function PeopleCard({ data, failed }: Props) {
  const t = useReferralsT();
  if (!data && failed) return null;
  const earned = data?.earned;
  return (
    <Card title={t('referralsPeopleTitle')} aria-label={t('referralsPeopleTitle')}>
      {!data || !earned ? (
        <div aria-busy="true" className="referrals-stack">
          <Skeleton height="3rem" />
          <Skeleton height="2rem" />
          <Skeleton height="2rem" />
        </div>
      ) : (
        <div className="referrals-stack">
          <dl className="ui-stats">
            <StatCard label={t('referralsCount')} value={data.total} />
            <StatCard label={t('referralsPurchases')} value={<Money amount={data.purchases.amount} />} hint={t('referralsPurchaseTotal', { count: data.purchases.count })} />
            <StatCard label={t('referralsEarnedCoins')} value={t('referralsCoins', { count: earned.coins })} hint={t('referralsEarnedCoinsHint')} />
            <StatCard label={t('referralsEarnedMoney')} value={<Money amount={earned.balance} />} hint={t('referralsEarnedMoneyHint')} />
          </dl>
          {data.referrals.length === 0 ? (
            <EmptyState icon={<Users aria-hidden />} title={t('referralsNone')}>
              {t('referralsNoneHint')}
            </EmptyState>
          ) : (
            <div className="referrals-table-scroll" tabIndex={0} role="region" aria-label={t('referralsTableLabel')}>
              <table className="referrals-table">
                <thead>
                  <tr>
                    <th scope="col">{t('referralsName')}</th>
                    <th scope="col">{t('referralsEmail')}</th>
                    <th scope="col">{t('referralsJoined')}</th>
                    <th scope="col" className="referrals-number">
                      {t('referralsPurchaseCount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.referrals.map((person) => (
                    <tr key={`${person.username}-${person.joined}`}>
                      <th scope="row">{person.username}</th>
                      <td>{person.email}</td>
                      <td>
                        <DateTime value={person.joined} />
                      </td>
                      <td className="referrals-number">{person.purchases}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
