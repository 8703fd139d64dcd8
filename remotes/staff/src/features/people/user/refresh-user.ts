import { useSWRConfig } from 'swr';
import { collectionKeyPrefix } from '../../../api/collection';

/** Revalidates every cached read of users (the record, the lists), after a call that changed one outside the collection edit. */
export function useRefreshUsers() {
  const { mutate } = useSWRConfig();
  const [domain, name] = collectionKeyPrefix('users');
  return () => mutate((key) => Array.isArray(key) && key[0] === domain && key[1] === name);
}
