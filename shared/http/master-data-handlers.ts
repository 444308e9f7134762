import { resourceNotFound } from '#shared/domain/errors';
import { hrefs, MASTER_COLLECTION_PATHS } from '#shared/domain/hrefs';
import type { Principal } from '#shared/domain/principal';
import { renderMasterRecord } from '#shared/master-data/presenter';
import { putMasterRecord } from '#shared/master-data/put-record';
import { masterRecordTag } from '#shared/master-data/record-store';
import {
  getMasterRecord,
  listMasterRecordsInIdOrder,
  type MasterKind,
  type MasterRecords,
} from '#shared/master-data/store';
import type { pageQuery } from '#shared/schemas/collections';
import type * as z from '#shared/schemas/zod';
import { httpHandler } from './http-handler';
import { idempotency } from './idempotency/keyed-requests';
import { pageOf } from './paging';
import { created, ok } from './response';
import type { RouteDefinition } from './route';

type ItemPath = z.core.$ZodType<Record<string, string>>;

/** Item routes have exactly one path parameter: the record's id. */
const idOf = (path: Record<string, string>): string => Object.values(path)[0]!;

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
const answer = <K extends MasterKind>(kind: K, record: MasterRecords[K], etag = masterRecordTag(record)) =>
  ok(renderMasterRecord(kind, record), { etag });

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
    return answer(kind, record);
  });

/** `PUT /{collection}/{id}`: creates (201, `Location`) or replaces (200) the record; `ETag` either way. */
export const putMasterHandler = <K extends MasterKind>(
  route: RouteDefinition<{ path: ItemPath; body: z.core.$ZodType<MasterRecords[K]> }>,
  kind: K,
) =>
  httpHandler(
    route,
    async ({ path, body, headers }) => {
      const { record, etag, outcome } = await putMasterRecord({
        kind,
        id: idOf(path),
        record: body,
        ifMatch: headers['if-match'],
      });
      if (outcome !== 'created') return answer(kind, record, etag);
      const location = hrefs.masterRecord(kind, record.id);
      const result = created(renderMasterRecord(kind, record), location);
      return { ...result, headers: { ...result.headers, etag } };
    },
    {
      idempotency,
      answerFromCurrentState: async ({ path, uri }) => {
        const record = await getMasterRecord(kind, idOf(path));
        if (!record) throw resourceNotFound(uri);
        return answer(kind, record);
      },
    },
  );
