import { resourceNotFound } from '#shared/domain/errors';
import { MASTER_COLLECTION_PATHS } from '#shared/domain/hrefs';
import type { Principal } from '#shared/domain/principal';
import { renderMasterRecord } from '#shared/master-data/presenter';
import { masterRecordTag } from '#shared/master-data/record-store';
import {
  getMasterRecord,
  listMasterRecordsInIdOrder,
  type MasterKind,
  type MasterRecords,
} from '#shared/master-data/store';
import type { RouteDefinition } from '#shared/routing/route';
import type { pageQuery } from '#shared/schemas/collections';
import type * as z from '#shared/schemas/zod';
import { httpHandler } from './http-handler';
import { pageOf } from './paging';
import { ok } from './response';

export type ItemPath = z.core.$ZodType<Record<string, string>>;

/** Item routes have exactly one path parameter: the record's id. */
export const idOf = (path: Record<string, string>): string => Object.values(path)[0]!;

/** `GET /{collection}`: a page of records in collection order. */
export const listMasterHandler = (route: RouteDefinition<{ query: typeof pageQuery }>, kind: MasterKind) =>
  httpHandler(route, async ({ query, uri }) =>
    ok(
      await pageOf(MASTER_COLLECTION_PATHS[kind], uri, query, async (page) => {
        const { items, hasMore } = await listMasterRecordsInIdOrder(kind, page);
        return { items: items.map((record) => renderMasterRecord(kind, record)), hasMore };
      }),
    ),
  );

/** The record with its entity tag, for `If-Match` on its PUT. */
export const answerWithTag = <K extends MasterKind>(
  kind: K,
  record: MasterRecords[K],
  etag = masterRecordTag(record),
) => ok(renderMasterRecord(kind, record), { etag });

/**
 * `GET /{collection}/{id}`: the record at the `self` its collection gave it.
 * `authorize` refuses a caller before anything is read (a driver's own record).
 */
export const getMasterHandler = (
  route: RouteDefinition<{ path: ItemPath }>,
  kind: MasterKind,
  authorize: (principal: Principal, id: string) => void = () => {},
) =>
  httpHandler(route, async ({ path, uri, principal }) => {
    const id = idOf(path);
    authorize(principal, id);
    const record = await getMasterRecord(kind, id);
    if (!record) throw resourceNotFound(uri);
    return answerWithTag(kind, record);
  });
