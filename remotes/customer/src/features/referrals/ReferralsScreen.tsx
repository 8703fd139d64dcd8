import { useConfig, useSession } from '@panel/session';
import { Alert, Button, PageHeader, useT } from '@panel/ui';
import { useCustomLinkMinimum, useReferrals } from '../../api/referrals';
import { useReferralsT } from '../../messages/referrals';
import { CustomCodeCard } from './CustomCodeCard';
import { LinkCard } from './LinkCard';
import { PeopleCard } from './PeopleCard';
import { customLinkMinimum } from './referral-rules';
import { TopReferrersCard } from './TopReferrersCard';
import './referrals.css';

/**
 * `/referrals` (while `settings.referrals.enabled`): the person's link to share and what it earns,
 * the people who signed up through it, a custom code once they brought enough people, and the
 * top referrers.
 */
export function ReferralsScreen() {
  const t = useReferralsT();
  const routeTitle = useT('routes');
  const { settings } = useConfig();
  const user = useSession((s) => s.user);
  const userId = user?._id ?? null;
  const referrals = useReferrals(userId);
  const rule = useCustomLinkMinimum(userId);
  const minimum =
    rule.data ?? customLinkMinimum(settings.referrals.minimumReferralsRequiredForCustomLinkByPlan, user?.plans.map((plan) => plan._id) ?? []);

  return (
    <>
      <PageHeader title={routeTitle('referrals')} description={t('referralsIntro')} />
      <div className="referrals">
        {referrals.error && !referrals.data && (
          <Alert
            tone="danger"
            actions={
              <Button variant="secondary" size="sm" onClick={() => referrals.mutate()}>
                {t('referralsRetry')}
              </Button>
            }
          >
            {t('referralsLoadFailed')}
          </Alert>
        )}
        <LinkCard code={referrals.data?.code} signupReward={settings.referrals.signupReward} purchaseShare={settings.referrals.purchaseShare} />
        {userId && referrals.data && (
          <CustomCodeCard key={userId} userId={userId} code={referrals.data.code} referrals={referrals.data.total} minimum={minimum} />
        )}
        <PeopleCard data={referrals.data} failed={Boolean(referrals.error)} />
        <TopReferrersCard userId={userId} />
      </div>
    </>
  );
}
