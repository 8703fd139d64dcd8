import { useLanguage } from '@panel/ui';
import { useShopT } from '../../messages/shop';
import { resourceAmount, type Resource } from './resource-amount';

/** A resource limit in words ("2 GB", "150 %", "3"), and a resource's name. */
export function useShopFormat() {
  const t = useShopT();
  const numbers = new Intl.NumberFormat(useLanguage());
  return {
    limit: (resource: Resource, value: number): string => {
      const amount = resourceAmount(resource, value);
      const text = numbers.format(amount.value);
      if (amount.unit === 'percent') return t('shopUnit_percent', { value: text });
      if (amount.unit === 'gb') return t('shopUnit_gb', { value: text });
      if (amount.unit === 'mb') return t('shopUnit_mb', { value: text });
      return text;
    },
    resource: (resource: Resource): string => t(`shopResource_${resource}`),
    coins: (count: number): string => t('shopCoins', { count }),
  };
}
