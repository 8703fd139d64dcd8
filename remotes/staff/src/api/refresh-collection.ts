import { useSWRConfig } from 'swr';
import type { CollectionName } from '@panel/api/contract';

/** Revalidates every cached read of the collections a special call changed (its list, its records). */
export function useRefreshCollections(...names: CollectionName[]) {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === 'staff' && names.includes(key[1] as CollectionName));
}
