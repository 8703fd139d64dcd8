import { Repeat } from 'lucide-react';
import { useState } from 'react';
import {
  Alert,
  apiErrorMessage,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DateTime,
  DescriptionList,
  EmptyState,
  formatDate,
  formatMoney,
  PageHeader,
  Skeleton,
  toast,
  useLanguage,
  useSingleFlight,
  useT,
  type BadgeTone,
} from '@panel/ui';
import { useConfig } from '@panel/session';
import { useShopListing } from '../../api/shop-listing';
import { useCancelSubscription, useSubscriptions, type Subscription } from '../../api/subscriptions';
import { useContentT, type ContentMessage } from '../../messages/content';
import { canCancel, cycleKey, subscriptionState, type SubscriptionState } from './subscription-state';
import './subscription.css';

const STATUS: Record<SubscriptionState, { label: ContentMessage; tone: BadgeTone }> = {
  active: { label: 'subscriptionStatusActive', tone: 'success' },
  ending: { label: 'subscriptionStatusEnding', tone: 'warning' },
  ended: { label: 'subscriptionStatusEnded', tone: 'neutral' },
};

const PROVIDER: Record<Subscription['provider'], ContentMessage> = {
  paypal: 'subscriptionProviderPaypal',
  stripe: 'subscriptionProviderStripe',
};

/** `/subscription`: what renews by itself, what it costs, when it charges next; and cancelling it. */
export function SubscriptionScreen() {
  const t = useContentT();
  const routeTitle = useT('routes');
  const subscriptions = useSubscriptions();

  return (
    <div className="subscription">
      <PageHeader title={routeTitle('subscription')} description={t('subscriptionIntro')} />
      {subscriptions.error ? (
        <Alert
          tone="danger"
          title={t('subscriptionLoadError')}
          titleAs="h2"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void subscriptions.mutate()}>
              {t('subscriptionRetry')}
            </Button>
          }
        >
          <p>{apiErrorMessage(subscriptions.error)}</p>
        </Alert>
      ) : !subscriptions.data ? (
        <div className="ui-card" aria-busy="true">
          <Skeleton width="12rem" height="1.4rem" />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </div>
      ) : subscriptions.data.length === 0 ? (
        <EmptyState icon={<Repeat size={40} aria-hidden />} title={t('subscriptionNone')}>
          {t('subscriptionNoneText')}
        </EmptyState>
      ) : (
        <ul className="subscription-list" aria-label={t('subscriptionListLabel')}>
          {subscriptions.data.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionCard subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const t = useContentT();
  const language = useLanguage();
  const { currency } = useConfig();
  const listing = useShopListing();
  const cancelSubscription = useCancelSubscription();
  // When the screen opened: an ending subscription shows as ended on the next visit, not mid-read.
  const [openedAt] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useSingleFlight(async () => {
    setError(null);
    try {
      await cancelSubscription();
      toast.success(t('subscriptionCancelled'));
    } catch (cause) {
      setError(apiErrorMessage(cause));
    }
  });

  const plan = listing.data?.find((item) => item._id === subscription.plan)?.name ?? subscription.plan;
  const provider = t(PROVIDER[subscription.provider]);
  const state = subscriptionState(subscription, openedAt);
  const cycle = cycleKey(subscription.billingCycle);
  const amount = subscription.amount === undefined ? null : formatMoney(subscription.amount, currency, language);
  const headingId = `subscription-${subscription.id}`;
  const periodEnd = subscription.periodEnd;
  const endLabel: ContentMessage = state === 'active' ? 'subscriptionNextCharge' : state === 'ending' ? 'subscriptionEndsOn' : 'subscriptionEndedOn';

  return (
    <Card aria-labelledby={headingId} className="subscription-card">
      <header className="ui-card-header">
        <h2 id={headingId} className="ui-card-title">
          {listing.data || listing.error ? plan : <Skeleton width="10rem" />}
        </h2>
        <Badge tone={STATUS[state].tone}>{t(STATUS[state].label)}</Badge>
      </header>
      <DescriptionList
        items={[
          { label: t('subscriptionProvider'), value: provider },
          { label: t('subscriptionAmount'), value: amount === null ? t('subscriptionAmountUnknown') : cycle ? t(cycle, { amount }) : amount },
          { label: t('subscriptionSince'), value: <DateTime value={subscription.since} /> },
          { label: t(endLabel), value: periodEnd === undefined ? t('subscriptionUnknownDate') : <DateTime value={periodEnd} /> },
        ]}
      />
      {state === 'ending' && <Alert tone="info">{t('subscriptionEndingNotice')}</Alert>}
      {error && (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      )}
      {canCancel(subscription) && (
        <div className="subscription-actions">
          <Button variant="danger" loading={cancel.pending} onClick={() => setConfirming(true)}>
            {t('subscriptionCancel')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('subscriptionCancelTitle', { plan })}
        confirmLabel={t('subscriptionCancelConfirm')}
        destructive
        onConfirm={() => cancel.run()}
      >
        <p>
          {periodEnd === undefined
            ? t('subscriptionCancelTextNoDate', { provider, plan })
            : t('subscriptionCancelText', { provider, plan, date: formatDate(periodEnd, language) })}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
