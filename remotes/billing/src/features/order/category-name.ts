import type { OrderMessage } from '../../messages/order';

const CATEGORY_NAMES: Record<string, OrderMessage> = {
  minecraft: 'orderCategory_minecraft',
  rust: 'orderCategory_rust',
  bots: 'orderCategory_bots',
};

/** A category's name in the person's language; a category the catalogue does not know shows as its id, capitalised. */
export function categoryName(category: string, t: (key: OrderMessage) => string): string {
  const key = CATEGORY_NAMES[category];
  return key ? t(key) : category.charAt(0).toUpperCase() + category.slice(1);
}
