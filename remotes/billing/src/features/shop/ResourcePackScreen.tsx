import { useRef, useState } from 'react';
import type { ResourceItem, ResourceLimits } from '@panel/api/contract';
import { routePath } from '@panel/rules';
import { useParams } from '@panel/router';
import { useSession } from '@panel/session';
import { Alert, apiErrorMessage, Button, ButtonLink, ConfirmDialog, DescriptionList, Loadable, Skeleton, toast } from '@panel/ui';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { usePurchaseResourceItem, useResourceItems } from '../../api/resource-shop';
import { useUsage } from '../../api/usage';
import { BillingPage } from '../../lib/BillingPage';
import { shopMessage, useShopT } from '../../messages/shop';
import { coinsShort, limitChange } from './resource-amount';
import { useShopFormat } from './use-shop-format';
import './shop.css';

/** `/shop/resources/{id}`: one resource pack, bought with coins. */
export function ResourcePackScreen() {
  const t = useShopT();
  const { id = '' } = useParams();
  const userId = useSession((s) => s.userId);
  const items = useResourceItems();
  const usage = useUsage(userId);
  const back = (
    <ButtonLink to={routePath('shop')} variant="secondary">
      {t('shopBackToShop')}
    </ButtonLink>
  );

  if (items.error || usage.error) {
    const retry = () => {
      if (items.error) void items.mutate();
      if (usage.error) void usage.mutate();
    };
    return (
      <BillingPage title={t('shopTitle')} back={back}>
        <Loadable state="error" errorMessage={t('shopPackFailed')} onRetry={retry}>{null}</Loadable>
      </BillingPage>
    );
  }
  if (!items.data || !usage.data) {
    return (
      <BillingPage title={<Skeleton width="12rem" height="2rem" />} back={back}>
        <div className="shop-pack" aria-busy="true">
          <Skeleton height="1.25rem" />
          <Skeleton height="1.25rem" />
          <Skeleton height="1.25rem" width="60%" />
        </div>
      </BillingPage>
    );
  }
  const item = items.data.find((candidate) => candidate._id === id);
  if (!item) {
    return (
      <BillingPage title={t('shopPackNotFound')}>
        <Alert tone="info" actions={back}>
          <p>{t('shopPackNotFoundText')}</p>
        </Alert>
      </BillingPage>
    );
  }
  return (
    <BillingPage title={t('shopPackTitle', { name: item.name })} back={back}>
      <ResourcePack item={item} limits={usage.data.limits} />
    </BillingPage>
  );
}

function ResourcePack({ item, limits }: { item: ResourceItem; limits: ResourceLimits }) {
  const t = useShopT();
  const format = useShopFormat();
  const userId = useSession((s) => s.userId);
  const coins = useSession((s) => s.user?.coins ?? 0);
  const purchase = usePurchaseResourceItem(userId);
  const [confirming, setConfirming] = useState(false);
  // One key per purchase the customer confirms, drawn as the dialog opens: whatever is sent for
  // it (a retry after a lost answer, a second click), the API charges once.
  const [purchaseKey, setPurchaseKey] = useState(newIdempotencyKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [bought, setBought] = useState<string | null>(null);
  // Both clicks of a double click on the confirm button wait for the one request.
  const inFlight = useRef<Promise<boolean> | null>(null);

  const short = coinsShort(item.price, coins);
  const change = limitChange(item, limits);
  const resource = format.resource(item.resource);
  const before = format.limit(item.resource, change.before);
  const after = format.limit(item.resource, change.after);

  const buy = async (): Promise<boolean> => {
    setRefusal(null);
    try {
      const result = await purchase(item._id, purchaseKey);
      const message = shopMessage('shopBought', { resource, after: format.limit(item.resource, result.limits[item.resource]) });
      setBought(message);
      toast.success(message);
      return true;
    } catch (cause) {
      setRefusal(apiErrorMessage(cause));
      return false;
    }
  };
  const confirm = () => {
    inFlight.current ??= buy().finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  };

  return (
    <div className="shop-pack">
      <DescriptionList
        items={[
          { label: t('shopPackAdds'), value: item.priceFor },
          { label: t('shopPackLimit', { resource }), value: t('shopPackLimitChange', { before, after }) },
          { label: t('shopPackPrice'), value: format.coins(item.price) },
          { label: t('shopPackCoinsNow'), value: format.coins(coins) },
          { label: t('shopPackCoinsAfter'), value: short > 0 ? '—' : format.coins(coins - item.price) },
        ]}
      />
      {!item.buyable ? (
        <Alert tone="info">
          <p>{t('shopPackNotForSale')}</p>
        </Alert>
      ) : (
        short > 0 && (
          <Alert
            tone="warning"
            actions={
              <ButtonLink to={routePath('earn')} variant="secondary" size="sm">
                {t('shopEarnCoins')}
              </ButtonLink>
            }
          >
            <p>{t('shopShortOfCoins', { count: short })}</p>
          </Alert>
        )
      )}
      {refusal && !confirming && (
        <Alert tone="danger" role="alert">
          <p>{refusal}</p>
        </Alert>
      )}
      <p role="status" className="shop-muted">
        {bought}
      </p>
      <div className="shop-actions">
        <Button
          disabled={!item.buyable || short > 0}
          onClick={() => {
            setPurchaseKey(newIdempotencyKey());
            setConfirming(true);
          }}
        >
          {t('shopBuy')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('shopBuyConfirmTitle', { name: item.name })}
        confirmLabel={t('shopBuyConfirm', { price: format.coins(item.price) })}
        onConfirm={confirm}
      >
        <p>{t('shopBuyConfirmText', { price: format.coins(item.price), resource, before, after })}</p>
        {refusal && (
          <Alert tone="danger" role="alert">
            <p>{refusal}</p>
          </Alert>
        )}
      </ConfirmDialog>
    </div>
  );
}
