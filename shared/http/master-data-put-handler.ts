import { resourceNotFound } from '#shared/domain/errors';
import { hrefs } from '#shared/domain/hrefs';
import { renderMasterRecord } from '#shared/master-data/presenter';
import { type PutMasterRecordRequest, putMasterRecord } from '#shared/master-data/put-record';
import { getMasterRecord, type MasterKind, type MasterRecords } from '#shared/master-data/store';
import type { RouteDefinition } from '#shared/routing/route';
import type * as z from '#shared/schemas/zod';
import { httpHandler } from './http-handler';
import { idempotency } from './idempotency/keyed-requests';
import { answerWithTag, type ItemPath, idOf } from './master-data-handlers';
import { created } from './response';

/**
 * `PUT /{collection}/{id}`: creates (201, `Location`) or replaces (200) the
 * record; `ETag` either way. Apart from the GET handlers so that only the PUT
 * functions bundle the idempotency machinery, and only those of locations
 * the ZIP-to-zone data (`complete`).
 */
export const putMasterHandler = <K extends MasterKind>(
  route: RouteDefinition<{ path: ItemPath; body: z.core.$ZodType<MasterRecords[K]> }>,
  kind: K,
  complete?: PutMasterRecordRequest<K>['complete'],
) =>
  httpHandler(
    route,
    async ({ path, body, headers }) => {
      const { record, etag, outcome } = await putMasterRecord({
        kind,
        id: idOf(path),
        record: body,
        ifMatch: headers['if-match'],
        ...(complete && { complete }),
      });
      if (outcome !== 'created') return answerWithTag(kind, record, etag);
      const result = created(renderMasterRecord(kind, record), hrefs.masterRecord(kind, record.id));
      return { ...result, headers: { ...result.headers, etag } };
    },
    {
      idempotency,
      answerFromCurrentState: async ({ path, uri }) => {
        const record = await getMasterRecord(kind, idOf(path));
        if (!record) throw resourceNotFound(uri);
        return answerWithTag(kind, record);
      },
    },
  );
