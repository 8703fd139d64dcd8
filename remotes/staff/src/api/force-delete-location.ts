import { api, call } from '@panel/api';
import { useRefreshCollections } from './refresh-collection';

export const forceDeleteLocation = (location: string) => call(api.POST('/api/staff/forceLocDelete', { body: { location } }));

/** Deletes a location with every server and waiting order in it. */
export function useForceDeleteLocation() {
  const refresh = useRefreshCollections('locations', 'servers', 'eggs');
  return async (location: string) => {
    const answer = await forceDeleteLocation(location);
    await refresh();
    return answer;
  };
}
