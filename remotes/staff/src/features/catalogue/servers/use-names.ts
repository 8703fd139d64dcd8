import { useCollectionPage } from '../../../api/collection';

const EVERY = { page: 1, pageSize: 100, search: '', where: [] };

/** Location, game and plan names by id, for tables and details that hold only ids. */
export function useCatalogueNames() {
  const locations = useCollectionPage('locations', EVERY);
  const eggs = useCollectionPage('eggs', EVERY);
  const plans = useCollectionPage('plans', EVERY);
  const byId = (docs: { _id: string; name: string }[] | undefined) => new Map((docs ?? []).map((doc) => [doc._id, doc.name]));
  return { locations: byId(locations.data?.result), eggs: byId(eggs.data?.result), plans: byId(plans.data?.result), locationList: locations.data?.result ?? [] };
}
