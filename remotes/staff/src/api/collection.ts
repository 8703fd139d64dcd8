import useSWR, { useSWRConfig } from 'swr';
import { api, call } from '@panel/api';
import type {
  ApiKey,
  Article,
  AuditEntry,
  CoinItem,
  CollectionName,
  Coupon,
  DiscountCode,
  Egg,
  Invoice,
  ItemNote,
  Location,
  PaymentTransaction,
  Plan,
  Server,
  SidebarLink,
  StaffUser,
} from '@panel/api/contract';
import { useEarlyData, type TableQuery } from '@panel/ui';
import { collectionListPath, listQuery } from './collection-path';

/** What each staff collection holds, as the list answers it. */
export interface CollectionDocs {
  users: StaffUser;
  servers: Server;
  invoices: Invoice;
  itemNotes: ItemNote;
  locations: Location;
  eggs: Egg;
  coupons: Coupon;
  discounts: DiscountCode;
  plans: Plan;
  coinItems: CoinItem;
  articles: Article;
  transactions: PaymentTransaction;
  auditlogs: AuditEntry;
  apikeys: ApiKey;
  sidebarLinks: SidebarLink;
}

/** A table's query plus its filters: each `field:value` (or `field>=n`, `field<=n`) narrows the list on the server. */
export interface CollectionQuery extends TableQuery {
  where: string[];
}

export interface CollectionPageOf<Doc> {
  result: Doc[];
  metadata: { totalCount: number; page: number; pageSize: number; pageCount: number };
  sums?: Record<string, number>;
}

/** Every cached read of a collection starts with this, so one write revalidates them all. */
export const collectionKeyPrefix = (name: CollectionName) => ['staff', name] as const;

/** One page of a collection as staff see it, searched, filtered and sorted by the mock/backend. */
export async function fetchCollectionPage<Name extends CollectionName>(name: Name, query: CollectionQuery, sum: string[] = []) {
  const page = await call(api.GET('/api/staff/{collection}/list', { params: { path: { collection: name }, query: listQuery(query, sum) } }));
  return page as CollectionPageOf<CollectionDocs[Name]>;
}

const EXPORT_PAGE_SIZE = 100;

/** Every document matching the query (all pages), for a CSV export. */
export async function fetchWholeCollection<Name extends CollectionName>(name: Name, query: CollectionQuery): Promise<CollectionDocs[Name][]> {
  const rows: CollectionDocs[Name][] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchCollectionPage(name, { ...query, page, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...answer.result);
    if (page >= answer.metadata.pageCount) return rows;
  }
}

/** A page of `name`; `sum` asks for totals of numeric fields over every match. */
export function useCollectionPage<Name extends CollectionName>(name: Name, query: CollectionQuery, sum: string[] = []) {
  // A page a server-included fragment has already shown (the users table's first page) is the first render's data.
  const early = useEarlyData<CollectionPageOf<CollectionDocs[Name]>>(collectionListPath(name, query, sum));
  return useSWR([...collectionKeyPrefix(name), 'page', JSON.stringify(listQuery(query, sum))] as const, () => fetchCollectionPage(name, query, sum), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    fallbackData: early,
  });
}

const ONE = { page: 1, pageSize: 1, search: '' };

/** One document by id (undefined while loading; an ApiError 404 when there is none). */
export function useRecord<Name extends CollectionName>(name: Name, id: string | undefined) {
  return useSWR(id ? ([...collectionKeyPrefix(name), 'record', id] as const) : null, async () => {
    const answer = await fetchCollectionPage(name, { ...ONE, where: [`_id:${id}`] });
    const [doc] = answer.result;
    if (!doc) throw new RecordMissing(name, id ?? '');
    return doc;
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The list answered no document with this id. */
export class RecordMissing extends Error {
  readonly status = 404;
  constructor(collection: string, id: string) {
    super(`No ${collection} record ${id}`);
  }
}

type Fields = Record<string, unknown>;
// The contract types a document as a bare `object`, which openapi-typescript reads as `Record<string, never>`.
const asBody = (fields: Fields) => fields as Record<string, never>;

export const createRecord = (name: CollectionName, data: Fields) =>
  call(api.POST('/api/staff/{collection}/create', { params: { path: { collection: name } }, body: { collection: name, data: asBody(data) } }));

export const editRecord = (name: CollectionName, id: string, fields: Fields) =>
  call(api.POST('/api/staff/{collection}/{id}/edit', { params: { path: { collection: name, id } }, body: asBody(fields) }));

export const deleteRecord = (name: CollectionName, id: string) =>
  call(api.DELETE('/api/staff/{collection}/{id}/delete', { params: { path: { collection: name, id } } }));

/**
 * Create, edit and delete on a collection; each revalidates every cached read of it before
 * resolving, so the list or record the screen goes to next shows the change.
 */
export function useCollectionWrites(name: CollectionName) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => Array.isArray(key) && key[0] === 'staff' && key[1] === name);
  return {
    create: async (data: Fields) => {
      const answer = await createRecord(name, data);
      await refresh();
      return answer.field;
    },
    edit: async (id: string, fields: Fields) => {
      const answer = await editRecord(name, id, fields);
      await refresh();
      return answer.field;
    },
    remove: async (id: string) => {
      const answer = await deleteRecord(name, id);
      await refresh();
      return answer.field;
    },
  };
}
