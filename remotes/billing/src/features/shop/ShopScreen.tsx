import type { Invoice, ListingItem, ResourceItem } from '@panel/api/contract';
import { cyclePrice, sellableCycles } from '@panel/rules';
import { useSession } from '@panel/session';
import { Badge, Card, EmptyState, Link, Loadable, Money, Skeleton, useNow } from '@panel/ui';
import { useUserInvoices } from '../../api/funds';
import { useListing } from '../../api/listing';
import { useResourceItems } from '../../api/resource-shop';
import { useFormat } from '../../lib/use-format';
import { BillingPage } from '../../lib/BillingPage';
import { useOrderingT } from '../../messages/ordering';
import { useShopT } from '../../messages/shop';
import { cycleName } from '../ordering/cycle-name';
import { PlanAvailability } from '../ordering/PlanAvailability';
import { coinsShort } from './resource-amount';
import './shop.css';

const MINUTE = 60_000;
const RECENT_INVOICES = 5;

/** `/shop/`: resource packs for coins, premium plans for money, and recent invoices. */
export function ShopScreen() {
  const t = useShopT();
  return (
    <BillingPage title={t('shopTitle')} className="shop">
      <ResourcePacks />
      <PremiumPlans />
      <RecentInvoices />
    </BillingPage>
  );
}

function Loading() {
  return (
    <div className="shop-grid" aria-hidden="true">
      <Skeleton height="6rem" />
      <Skeleton height="6rem" />
    </div>
  );
}

function ResourcePacks() {
  const t = useShopT();
  const coins = useSession((s) => s.user?.coins ?? 0);
  const items = useResourceItems();
  let body;
  if (items.error) body = <Loadable state="error" errorMessage={t('shopPacksFailed')} onRetry={() => void items.mutate()}>{null}</Loadable>;
  else if (!items.data) body = <Loading />;
  else if (items.data.length === 0) body = <EmptyState title={t('shopPacksNone')}>{t('shopPacksNoneText')}</EmptyState>;
  else
    body = (
      <ul className="shop-grid">
        {items.data.map((item) => (
          <PackCard key={item._id} item={item} coins={coins} />
        ))}
      </ul>
    );
  return (
    <section className="shop-section" aria-labelledby="shop-packs">
      <div className="shop-section-head">
        <h2 id="shop-packs">{t('shopPacks')}</h2>
        <p className="shop-muted">
          {t('shopPacksIntro')} {t('shopYourCoins', { count: coins })}
        </p>
      </div>
      {body}
    </section>
  );
}

function PackCard({ item, coins }: { item: ResourceItem; coins: number }) {
  const t = useShopT();
  const short = coinsShort(item.price, coins);
  return (
    <li className="shop-card">
      <span className="shop-card-title">
        <img className="shop-icon" src={item.icon} alt="" width={32} height={32} />
        <Link to={`/shop/resources/${encodeURIComponent(item._id)}`}>{item.name}</Link>
      </span>
      <span>{t('shopAdds', { amount: item.priceFor })}</span>
      <span className="shop-price">{t('shopCoins', { count: item.price })}</span>
      <span>
        {!item.buyable ? (
          <Badge tone="neutral">{t('shopNotBuyable')}</Badge>
        ) : short > 0 ? (
          <Badge tone="warning">{t('shopCoinsNeeded', { count: short })}</Badge>
        ) : (
          <Badge tone="success">{t('shopCanBuy')}</Badge>
        )}
      </span>
    </li>
  );
}

function PremiumPlans() {
  const t = useShopT();
  const listing = useListing();
  let body;
  if (listing.error) body = <Loadable state="error" errorMessage={t('shopPlansFailed')} onRetry={() => void listing.mutate()}>{null}</Loadable>;
  else if (!listing.data) body = <Loading />;
  else {
    const plans = listing.data.filter((item) => item.category);
    body =
      plans.length === 0 ? (
        <EmptyState title={t('shopPlansNone')}>{t('shopPlansNoneText')}</EmptyState>
      ) : (
        <ul className="shop-grid">
          {plans.map((plan) => (
            <PlanCard key={plan._id} plan={plan} />
          ))}
        </ul>
      );
  }
  return (
    <section className="shop-section" aria-labelledby="shop-plans">
      <div className="shop-section-head">
        <h2 id="shop-plans">{t('shopPlans')}</h2>
        <p className="shop-muted">{t('shopPlansIntro')}</p>
      </div>
      {body}
    </section>
  );
}

function PlanCard({ plan }: { plan: ListingItem }) {
  const t = useShopT();
  const orderingT = useOrderingT();
  const { money } = useFormat();
  const now = useNow(MINUTE);
  return (
    <li className="shop-card">
      <span className="shop-card-title">
        <Link to={`/shop/${encodeURIComponent(plan._id)}`}>{plan.name}</Link>
      </span>
      <ul className="shop-cycles">
        {sellableCycles(plan).map((cycle) => (
          <li key={cycle}>{t('shopCyclePrice', { cycle: orderingT(cycleName(cycle)), price: money(cyclePrice(plan.price, cycle)) })}</li>
        ))}
      </ul>
      <PlanAvailability plan={{ availableIn: plan.availableIn ?? 0, availableUntil: plan.availableUntil ?? 0, stock: plan.stock, amountAllowedPerCustomer: plan.amountAllowedPerCustomer }} now={now} />
    </li>
  );
}

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const t = useShopT();
  if (invoice.paid) return <Badge tone="success">{t('shopPaid')}</Badge>;
  if (invoice.paidpartial) return <Badge tone="warning">{t('shopPartlyPaid')}</Badge>;
  return <Badge tone="danger">{t('shopUnpaid')}</Badge>;
}

function RecentInvoices() {
  const t = useShopT();
  const { date } = useFormat();
  const userId = useSession((s) => s.userId);
  const invoices = useUserInvoices(userId);
  let body;
  if (invoices.error) body = <Loadable state="error" errorMessage={t('shopInvoicesFailed')} onRetry={() => void invoices.mutate()}>{null}</Loadable>;
  else if (!invoices.data) body = <Loading />;
  else if (invoices.data.length === 0) body = <EmptyState title={t('shopInvoicesNone')}>{t('shopInvoicesNoneText')}</EmptyState>;
  else
    body = (
      <ul className="shop-list">
        {invoices.data.slice(0, RECENT_INVOICES).map((invoice) => (
          <li key={invoice._id} className="shop-row">
            <span className="shop-row-main">
              <Link to={`/invoice/${encodeURIComponent(invoice._id)}`}>{invoice.name}</Link>
              <span className="shop-muted">{t('shopInvoiceDate', { date: date(invoice.duedate) })}</span>
            </span>
            <span className="shop-row-end">
              <InvoiceStatus invoice={invoice} />
              <span className="shop-price">
                <Money amount={invoice.amount} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <Card title={t('shopInvoices')}>{body}</Card>
  );
}
