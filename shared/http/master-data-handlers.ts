import { resourceNotFound } from '#shared/domain/errors';
import { hrefs, LOCATION_COLLECTION_PATHS } from '#shared/domain/hrefs';
import type { Principal } from '#shared/domain/principal';
import {
  getMasterRecord,
  listMasterRecordsInIdOrder,
  type MasterKind,
  type MasterRecords,
} from '#shared/master-data/store';
import type { pageQuery } from '#shared/schemas/collections';
import type * as z from '#shared/schemas/zod';
import { httpHandler } from './http-handler';
import { pageOf } from './paging';
import { ok } from './response';
import type { RouteDefinition } from './route';

type ListableKind = Exclude<MasterKind, 'chassis' | 'container' | 'trailer'>;

/** Where each listable kind lives in the API, and the links each of its items carries. */
const COLLECTIONS: Record<
  ListableKind,
  { basePath: string; links?: (id: string) => Record<string, { href: string }> }
> = {
  customer: { basePath: '/customers' },
  driver: { basePath: '/drivers', links: (id) => ({ plans: { href: hrefs.driverPlans(id) } }) },
  carrier: { basePath: '/carriers' },
  site: { basePath: LOCATION_COLLECTION_PATHS.site },
  yard: { basePath: LOCATION_COLLECTION_PATHS.yard },
  crossDock: { basePath: LOCATION_COLLECTION_PATHS.crossDock },
  tractor: { basePath: '/equipment/tractors' },
};

function renderRecord<K extends ListableKind>(kind: K, record: MasterRecords[K]) {
  const { basePath, links } = COLLECTIONS[kind];
  return { ...record, self: `${basePath}/${encodeURIComponent(record.id)}`, ...links?.(record.id) };
}

/** `GET /{collection}`: a page of records in id order. */
export const listMasterHandler = (route: RouteDefinition<{ query: typeof pageQuery }>, kind: ListableKind) =>
  httpHandler(route, async ({ query, uri }) =>
    ok(
      await pageOf(COLLECTIONS[kind].basePath, uri, query, async (page) => {
        const { items, hasMore } = await listMasterRecordsInIdOrder(kind, page);
        return { items: items.map((record) => renderRecord(kind, record)), hasMore };
      }),
    ),
  );

/**
 * `GET /{collection}/{id}`: the record at the `self` its collection gave it.
 * `authorize` refuses a caller before anything is read (a driver's own record).
 */
export const getMasterHandler = (
  route: RouteDefinition<{ path: z.core.$ZodType<Record<string, string>> }>,
  kind: ListableKind,
  authorize: (principal: Principal, id: string) => void = () => {},
) =>
  httpHandler(route, async ({ path, uri, principal }) => {
    // Item routes have exactly one path parameter: the record's id.
    const id = Object.values(path)[0]!;
    authorize(principal, id);
    const record = await getMasterRecord(kind, id);
    if (!record) throw resourceNotFound(uri);
    return ok(renderRecord(kind, record));
  });
