import { useParams, useSearchParams } from '@panel/router';
import { Alert, apiErrorMessage, Button, ButtonLink, EmptyState, Link, Skeleton, useNow } from '@panel/ui';
import { useListing } from '../../api/listing';
import { BillingPage } from '../../lib/BillingPage';
import { useOrderT } from '../../messages/order';
import { categoryName } from './category-name';
import { PlanCard } from './PlanCard';
import { categoriesOf, plansOf, type ListedPlan } from './plan-facts';
import { usePromotion } from './use-promotion';
import './order.css';

/** `/order` and `/order/{category}`: the plans on sale, by category (hidden plans are not listed). */
export function OrderScreen() {
  const t = useOrderT();
  const { category } = useParams();
  const [search] = useSearchParams();
  const code = search.get('discount');
  const listing = useListing();
  const promotion = usePromotion(code);
  const now = useNow(60_000);
  const query = code ? `?discount=${encodeURIComponent(code)}` : '';

  if (!listing.data) {
    return (
      <BillingPage title={t('orderTitle')}>
        {listing.error ? (
          <Alert
            tone="danger"
            title={t('orderLoadErrorTitle')}
            titleAs="h2"
            actions={<Button onClick={() => void listing.mutate()}>{t('orderRetry')}</Button>}
          >
            <p>{apiErrorMessage(listing.error)}</p>
          </Alert>
        ) : (
          <div className="order-plans" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <div key={index} className="order-plan-skeleton">
                <Skeleton height="1.5rem" width="60%" />
                <Skeleton height="6rem" />
                <Skeleton height="2.5rem" width="40%" />
              </div>
            ))}
          </div>
        )}
      </BillingPage>
    );
  }

  const plans = plansOf(listing.data);
  const categories = categoriesOf(plans);

  if (category !== undefined && !categories.includes(category)) {
    return (
      <BillingPage title={t('orderTitle')}>
        <Alert tone="warning" title={t('orderUnknownCategoryTitle')} titleAs="h2" actions={<ButtonLink to={`/order${query}`}>{t('orderSeeAllPlans')}</ButtonLink>}>
          <p>{t('orderUnknownCategoryText', { category })}</p>
        </Alert>
      </BillingPage>
    );
  }

  const shown = category === undefined ? categories : [category];
  const section = (name: string, inCategory: ListedPlan[]) => (
    <section key={name} className="order-category" aria-labelledby={`order-category-${name}`}>
      <h2 id={`order-category-${name}`}>{categoryName(name, t)}</h2>
      <div className="order-plans">
        {inCategory.map((plan) => (
          <PlanCard key={plan._id} plan={plan} now={now} discount={promotion(plan._id, now)} />
        ))}
      </div>
    </section>
  );

  return (
    <BillingPage title={t('orderTitle')}>
      <p className="order-intro">{t('orderIntro')}</p>
      {categories.length === 0 ? (
        <EmptyState title={t('orderNoPlans')} />
      ) : (
        <>
          <nav className="order-categories" aria-label={t('orderCategories')}>
            <ul>
              <li>
                <Link to={`/order${query}`} aria-current={category === undefined ? 'page' : undefined}>
                  {t('orderAllCategories')}
                </Link>
              </li>
              {categories.map((name) => (
                <li key={name}>
                  <Link to={`/order/${encodeURIComponent(name)}${query}`} aria-current={category === name ? 'page' : undefined}>
                    {categoryName(name, t)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {shown.map((name) => section(name, plans.filter((plan) => plan.category === name)))}
        </>
      )}
    </BillingPage>
  );
}
