import { useId } from 'react';
import type { ServerView } from '@panel/api/contract';
import { useConfig, useSession } from '@panel/session';
import { Alert, Badge, Button, ButtonLink, Countdown, DateTime, formatDate, Skeleton, useLanguage, useNow, type BadgeTone } from '@panel/ui';
import { useServerView } from '../../api/servers';
import { useCustomerT, type CustomerMessage } from '../../messages';
import { ServerActionsBar } from './ServerActions';
import { serverCard, type ServerCardModel, type ServerStatus } from './server-lifecycle';
import { formatCpu, formatMegabytes } from './resource-format';

const BADGE: Record<ServerStatus['kind'], { label: CustomerMessage; tone: BadgeTone }> = {
  installing: { label: 'serverStateInstalling', tone: 'info' },
  'awaiting-payment': { label: 'serverStateAwaitingPayment', tone: 'warning' },
  expiring: { label: 'serverStateExpiring', tone: 'warning' },
  suspended: { label: 'serverStateSuspended', tone: 'danger' },
  maintenance: { label: 'serverStateMaintenance', tone: 'neutral' },
  active: { label: 'serverStateActive', tone: 'success' },
};

const SUSPENSION_TEXT: Record<string, CustomerMessage> = {
  RESOURCES_EXCEEDED: 'serverStateSuspendedOverLimits',
  INACTIVE_USER: 'serverStateSuspendedInactive',
  MISSING_SUBSCRIPTION_EGG: 'serverStateSuspendedEgg',
  MISSING_SUBSCRIPTION_LOCATION: 'serverStateSuspendedLocation',
};

/** One server of the home's list: loads on its own, so one that fails leaves the others shown. */
export function ServerCard({ id }: { id: string }) {
  const t = useCustomerT();
  const { data: server, error, mutate, isValidating } = useServerView(id);
  if (server) return <LoadedServerCard server={server} />;
  if (error) {
    return (
      <article className="server-card" aria-label={id}>
        <Alert tone="danger" actions={<Button variant="secondary" size="sm" loading={isValidating} onClick={() => mutate()}>{t('homeRetry')}</Button>}>
          <p>{t('serverCardError')}</p>
        </Alert>
      </article>
    );
  }
  return <ServerCardSkeleton />;
}

export function ServerCardSkeleton() {
  return (
    <div className="server-card" aria-hidden="true">
      <Skeleton width="60%" height="1.3rem" />
      <Skeleton width="40%" />
      <Skeleton width="80%" />
      <Skeleton width="50%" height="2rem" />
    </div>
  );
}

function LoadedServerCard({ server }: { server: ServerView }) {
  const t = useCustomerT();
  const language = useLanguage();
  const headingId = useId();
  const config = useConfig();
  const now = useNow(60_000);
  const card = serverCard(server, { now, perServerPlans: config.features.perServerPlans, panelUrl: config.info.panelUrl });
  const { limits } = server.db;
  return (
    <article className="server-card" aria-labelledby={headingId} data-state={card.status.kind}>
      <header className="server-card-header">
        <h3 id={headingId} className="server-card-name">{server.name}</h3>
        <Badge tone={BADGE[card.status.kind].tone}>{t(BADGE[card.status.kind].label)}</Badge>
      </header>
      <dl className="server-card-facts">
        <div>
          <dt>{t('serverCardGame')}</dt>
          <dd>{server.egg?.name ?? t('serverCardUnknownGame')}</dd>
        </div>
        <div>
          <dt>{t('serverCardLocation')}</dt>
          <dd className="server-card-location">
            {server.node.flag && <img src={server.node.flag} alt="" width={20} height={15} loading="lazy" />}
            {server.node.name}
          </dd>
        </div>
        <div>
          <dt>{t('serverCardResources')}</dt>
          <dd>{t('serverCardResourcesValue', { memory: formatMegabytes(limits.memory, language), cpu: formatCpu(limits.cpu, language), disk: formatMegabytes(limits.disk, language) })}</dd>
        </div>
        {card.term && <TermFact term={card.term} now={now} />}
      </dl>
      <StatusNotice card={card} />
      <ServerActionsBar server={server} card={card} />
    </article>
  );
}

function TermFact({ term, now }: { term: NonNullable<ServerCardModel['term']>; now: number }) {
  const t = useCustomerT();
  const label: CustomerMessage = term.kind === 'coins-due' ? 'serverTermCoins' : term.kind === 'renews' ? 'serverTermRenews' : 'serverTermExpires';
  return (
    <div>
      <dt>{t(label)}</dt>
      <dd>
        <DateTime value={term.at} style="dateTime" />
        {term.at <= now ? (
          <span className="server-card-countdown">
            <Badge tone="danger">{t('serverTermPassed')}</Badge>
          </span>
        ) : (
          term.near && (
            <span className="server-card-countdown">
              <Countdown value={term.at} />
            </span>
          )
        )}
      </dd>
    </div>
  );
}

/** What the state means and the way forward, for every state but a plain active one. */
function StatusNotice({ card }: { card: ServerCardModel }) {
  const t = useCustomerT();
  const language = useLanguage();
  const coins = useSession((s) => s.user?.coins ?? 0);
  const { status } = card;
  switch (status.kind) {
    case 'installing':
      return <p className="server-card-notice">{t('serverStateInstallingText')}</p>;
    case 'maintenance':
      return <p className="server-card-notice">{t('serverStateMaintenanceText')}</p>;
    case 'awaiting-payment':
    case 'expiring':
      return (
        <Alert tone="warning" role="status" actions={<ButtonLink size="sm" to={`/invoice/${encodeURIComponent(status.invoice)}`}>{t('serverViewInvoice')}</ButtonLink>}>
          <p>{t(status.kind === 'expiring' ? 'serverStateExpiringText' : 'serverStateAwaitingPaymentText')}</p>
        </Alert>
      );
    case 'suspended': {
      const renewal = status.reason === 'RENEWAL_REQUIRED';
      const text = renewal
        ? `${t('serverStateSuspendedRenewal')} ${t(card.actions.renew ? 'serverStateSuspendedRenewalCoins' : 'serverStateSuspendedRenewalInvoice')}`
        : t(SUSPENSION_TEXT[status.reason ?? ''] ?? 'serverStateSuspendedOther');
      return (
        <Alert tone="danger" role="status">
          <p>{text}</p>
          {renewal && card.actions.renew && coins < card.actions.renew.cost && <p>{t('renewShort', { missing: card.actions.renew.cost - coins })}</p>}
          {status.deletionAt !== null && (
            <p>{t('serverStateDeletion', { date: formatDate(status.deletionAt, language) })}</p>
          )}
        </Alert>
      );
    }
    default:
      return null;
  }
}
