import { Alert, Button } from '@panel/ui';
import { useShopT } from '../../messages/shop';

/** A shop section that could not load: what failed, and Retry. */
export function ShopLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useShopT();
  return (
    <Alert
      tone="danger"
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('shopRetry')}
        </Button>
      }
    >
      <p>{message}</p>
    </Alert>
  );
}
