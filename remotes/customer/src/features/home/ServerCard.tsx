import { instanceMode } from '@panel/rules';
import type { ServerView } from '@panel/api/contract';
import { useConfig, useSession } from '@panel/session';
import { Alert, Badge, Button, ButtonLink, Countdown, DateTime, formatDate, Skeleton, useLanguage, useNow } from '@panel/ui';
import { useServer } from '../../api/server';
import { useCustomerT } from '../../messages';
import { ServerActionsBar } from './ServerActions';
import { resourcesText, STATUS_BADGE, statusNotice, TERM_LABEL } from './server-card-text';
import { serverCard, type ServerCardModel } from './server-lifecycle';

/** One server of the home's list: loads on its own, so one that fails leaves the others shown. */
export function ServerCard({ id }: { id: string }) {
  const t = useCustomerT();
  const { data: server, error, mutate, isValidating } = useServer(id);
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
  // Deterministic: the server-included fragment writes the same id (fragment/draw-servers.ts).
  const headingId = `server-${server._id}-name`;
  const config = useConfig();
  const now = useNow(60_000);
  const card = serverCard(server, { now, mode: instanceMode(config.features), panelUrl: config.info.panelUrl });
  const { limits } = server.db;
  return (
    <article className="server-card" aria-labelledby={headingId} data-state={card.status.kind}>
      <header className="server-card-header">
        <h3 id={headingId} className="server-card-name">{server.name}</h3>
        <Badge tone={STATUS_BADGE[card.status.kind].tone}>{t(STATUS_BADGE[card.status.kind].label)}</Badge>
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
          <dd>{resourcesText(limits, language, t)}</dd>
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
  const label = TERM_LABEL[term.kind];
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

/** What the state means and the way forward (server-card-text.ts), for every state but a plain active one. */
function StatusNotice({ card }: { card: ServerCardModel }) {
  const t = useCustomerT();
  const language = useLanguage();
  const coins = useSession((s) => s.user?.coins ?? 0);
  const notice = statusNotice(card, { coins, t, date: (at) => formatDate(at, language) });
  if (!notice) return null;
  if (notice.kind === 'text') return <p className="server-card-notice">{notice.text}</p>;
  const invoice = notice.invoice;
  return (
    <Alert
      tone={notice.tone}
      role="status"
      actions={invoice && <ButtonLink size="sm" to={`/invoice/${encodeURIComponent(invoice)}`}>{t('serverViewInvoice')}</ButtonLink>}
    >
      {notice.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
    </Alert>
  );
}
