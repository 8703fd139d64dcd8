import type { ListingItem } from '@panel/api/contract';

/** The plans' names by id, from the listing, for "needs Minecraft Pro"; an unknown id shows as itself. */
export const planNamer = (listing: readonly ListingItem[] | undefined) => (planId: string): string => listing?.find((item) => item._id === planId)?.name ?? planId;
