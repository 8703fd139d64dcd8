import { api, call } from '@panel/api';
import { useRefreshCollections } from './refresh-collection';

export const updateLocationCoinRenewalRules = (location: string) => call(api.POST('/api/staff/updateLocCoinRenewalRules', { body: { location } }));

/** Applies the location's coin renewal to the servers already in it. */
export function useUpdateLocationCoinRenewalRules() {
  const refresh = useRefreshCollections('servers');
  return async (location: string) => {
    const answer = await updateLocationCoinRenewalRules(location);
    await refresh();
    return answer.updated;
  };
}
