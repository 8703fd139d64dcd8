import type { StaffDashboard } from '@panel/api/contract';
import { useConfig, useSession } from '@panel/session';
import { Avatar, Card, Chart, EmptyState, formatMoney, Link, Loadable, PageHeader, StatCard, useLanguage } from '@panel/ui';
import { useDashboard } from '../../../api/dashboard';
import { useOnlineUsers } from '../../../api/online-users';
import { useStaffDashboardT } from '../../../messages/staff-dashboard';
import '../people.css';

/** `/staff/`: the panel at a glance, each figure linking to its list; money for admins only. */
export function DashboardScreen() {
  const t = useStaffDashboardT();
  const dashboard = useDashboard();
  return (
    <div className="people-dashboard">
      <PageHeader title={t('dashTitle')} />
      <Loadable state={dashboard.error ? 'error' : dashboard.data ? 'success' : 'loading'} onRetry={() => void dashboard.mutate()}>
        {dashboard.data && <Figures data={dashboard.data} />}
      </Loadable>
      <Online />
      {dashboard.data && <Charts data={dashboard.data} />}
    </div>
  );
}

function useMoney() {
  const language = useLanguage();
  const { currency } = useConfig();
  return (amount: number) => formatMoney(amount, currency, language);
}

/** A figure, linking to the list behind it when the viewer's rank may open that list. */
function Figure({ label, count, to, text, hint }: { label: string; count: number; to: string | null; text?: string; hint?: string }) {
  const t = useStaffDashboardT();
  const shown = text ?? String(count);
  return (
    <StatCard
      label={label}
      value={
        to ? (
          <Link to={to} aria-label={t('dashFigureLink', { count: shown, label })}>
            {shown}
          </Link>
        ) : (
          shown
        )
      }
      hint={hint}
    />
  );
}

function Figures({ data }: { data: StaffDashboard }) {
  const t = useStaffDashboardT();
  const money = useMoney();
  // The servers list is for admins; staff see the count alone.
  const isAdmin = useSession((s) => s.user?.rank === 'ADMIN');
  return (
    <section aria-label={t('dashFigures')}>
      <dl className="ui-stats people-stats">
        <Figure label={t('dashUsers')} count={data.counts.users} to="/staff/users" />
        <Figure label={t('dashServers')} count={data.counts.servers} to={isAdmin ? '/staff/servers' : null} />
        <Figure label={t('dashUnpaid')} count={data.counts.unpaidInvoices} to="/staff/invoices?status=unpaid" />
        {data.revenue && (
          <Figure
            label={t('dashRevenue')}
            count={data.revenue.thisMonth}
            text={money(data.revenue.thisMonth)}
            to="/staff/transactions"
            hint={t('dashRevenueLast', { amount: money(data.revenue.lastMonth) })}
          />
        )}
      </dl>
    </section>
  );
}

function Online() {
  const t = useStaffDashboardT();
  const online = useOnlineUsers();
  return (
    <Card title={t('dashOnline')}>
      <Loadable state={online.error ? 'error' : online.data ? 'success' : 'loading'} onRetry={() => void online.mutate()}>
        {online.data &&
          (online.data.total === 0 ? (
            <EmptyState title={t('dashOnlineNone')} />
          ) : (
            <div className="people-columns">
              <div>
                <p>{t('dashOnlineCount', { count: online.data.total })}</p>
                <ul className="people-list" aria-label={t('dashOnlinePeople')}>
                  {online.data.users.map((user) => (
                    <li key={user.id} className="people-online">
                      <Avatar src={user.avatarUrl} name={user.username} size={24} />
                      <Link to={`/staff/users/${encodeURIComponent(user.id)}`}>{user.username}</Link>
                    </li>
                  ))}
                </ul>
              </div>
              <ul className="people-list" aria-label={t('dashOnlinePages')}>
                {online.data.perpath.map((page) => (
                  <li key={page._id}>
                    <code>{page._id}</code> <span className="people-muted">{t('dashOnlinePageCount', { count: page.count })}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </Loadable>
    </Card>
  );
}

const monthLabel = (language: string) => (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleDateString(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });

function Charts({ data }: { data: StaffDashboard }) {
  const t = useStaffDashboardT();
  const language = useLanguage();
  const money = useMoney();
  const share = (items: StaffDashboard['serversByLocation'], title: string) => (
    <Card>
      <Chart kind="bar" title={title} x={items.map((_, index) => index)} formatX={(index) => items[index]?.name ?? ''} series={[{ label: t('dashCount'), values: items.map((item) => item.count) }]} />
    </Card>
  );
  const months = (items: StaffDashboard['signupsByMonth']) => items.map((item) => item.month / 1000);
  return (
    <div className="people-columns">
      {share(data.serversByLocation, t('dashServersByLocation'))}
      {share(data.serversByEgg, t('dashServersByGame'))}
      <Card>
        <Chart title={t('dashSignups')} x={months(data.signupsByMonth)} xIsTime formatX={monthLabel(language)} series={[{ label: t('dashSignupsSeries'), values: data.signupsByMonth.map((item) => item.value) }]} />
      </Card>
      {data.revenueByMonth && (
        <Card>
          <Chart
            title={t('dashRevenueByMonth')}
            x={months(data.revenueByMonth)}
            xIsTime
            formatX={monthLabel(language)}
            formatValue={money}
            series={[{ label: t('dashRevenueSeries'), values: data.revenueByMonth.map((item) => item.value) }]}
          />
        </Card>
      )}
    </div>
  );
}
