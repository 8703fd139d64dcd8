/** Names for the wire types the mock uses that `@panel/api/contract` does not name yet. */
import type { components } from '@panel/api/contract';

type Schemas = components['schemas'];

export type CoinMovement = Schemas['CoinMovement'];
export type InvoiceIdResponse = Schemas['InvoiceIdResponse'];
export type JfrListing = Schemas['JfrListing'];
export type PremiumSubscription = Schemas['PremiumSubscription'];
