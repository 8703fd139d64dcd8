import { ApiError } from '@panel/api';
import { useParams } from '@panel/router';
import { referralsNeeded } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, DescriptionList, Link, Skeleton } from '@panel/ui';
import { BillingPage } from '../../lib/BillingPage';
import { useOrderT } from '../../messages/order';
import { useReferralTotal } from '../../api/referral-total';
import { useShopItem } from '../../api/shop-item';
import './order.css';

/** `/order/{plan}/cnm/referrals`: the referrals this plan needs, how many the customer has, and where to get more. */
export function ReferralConditionScreen() {
  const t = useOrderT();
  const { plan: planId = '' } = useParams();
  const plan = useShopItem(planId);
  const { features } = useConfig();
  const userId = useSession((s) => s.userId);
  const needed = plan.data ? referralsNeeded(plan.data, features.pspPlansConditions) : null;
  const referrals = useReferralTotal(userId, needed !== null);
  const backToPlans = <ButtonLink variant="secondary" to="/order">{t('orderBack')}</ButtonLink>;

  if (plan.error || referrals.error) {
    const error: unknown = plan.error ?? referrals.error;
    const notFound = plan.error instanceof ApiError && plan.error.status === 404;
    return (
      <BillingPage title={t('orderReferralsTitle')}>
        <Alert
          tone={notFound ? 'warning' : 'danger'}
          title={notFound ? t('orderPlanNotFoundTitle') : plan.error ? t('orderPlanLoadErrorTitle') : t('orderReferralsError')}
          titleAs="h2"
          actions={
            <>
              {!notFound && (
                <Button
                  onClick={() => {
                    void plan.mutate();
                    void referrals.mutate();
                  }}
                >
                  {t('orderRetry')}
                </Button>
              )}
              {backToPlans}
            </>
          }
        >
          <p>{notFound ? t('orderPlanNotFoundText', { plan: planId }) : apiErrorMessage(error)}</p>
        </Alert>
      </BillingPage>
    );
  }

  if (!plan.data || (needed !== null && referrals.data === undefined)) {
    return (
      <BillingPage title={t('orderReferralsTitle')}>
        <div aria-busy="true" className="order-configure-skeleton">
          <Skeleton height="6rem" />
          <Skeleton height="2.5rem" width="50%" />
        </div>
      </BillingPage>
    );
  }

  const name = plan.data.name;
  const configure = (
    <ButtonLink to={`/order/${encodeURIComponent(plan.data._id)}/configure`}>{t('orderConfigurePlan', { plan: name })}</ButtonLink>
  );
  const have = referrals.data ?? 0;

  if (needed === null || have >= needed) {
    return (
      <BillingPage title={t('orderReferralsPlanTitle', { plan: name })} back={backToPlans}>
        <Alert tone="success" actions={configure}>
          <p>{needed === null ? t('orderReferralsNone', { plan: name }) : t('orderReferralsMet', { plan: name })}</p>
        </Alert>
      </BillingPage>
    );
  }

  return (
    <BillingPage title={t('orderReferralsPlanTitle', { plan: name })} back={backToPlans}>
      <div className="order-referrals">
        <DescriptionList
          items={[
            { label: t('orderReferralsNeeded'), value: needed },
            { label: t('orderReferralsYours'), value: have },
            { label: t('orderReferralsMissing'), value: needed - have },
          ]}
        />
        <p>{t('orderReferralsExplain', { count: needed, plan: name })}</p>
        <div className="order-referrals-actions">
          <ButtonLink to="/referrals">{t('orderToReferrals')}</ButtonLink>
          <Link to="/order">{t('orderSeeAllPlans')}</Link>
        </div>
      </div>
    </BillingPage>
  );
}
