import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { StoredItem } from '#shared/data/item';
import { type DocumentSubmission, SUBMISSION_ENTITY } from '#shared/documents/store';
import { hrefs, type MasterKindName } from '#shared/domain/hrefs';
import { type ItineraryVersion, isFactsVersion } from '#shared/domain/itinerary-version';
import {
  MAX_EVENT_DATA_BYTES,
  type OutboundEvent,
  type OutboundEventType,
} from '#shared/domain/outbound-event';
import type { ItineraryEvent, Move, NonShipmentMove } from '#shared/domain/types';
import { MASTER_PREFIXES } from '#shared/master-data/keys';
import { changedFacts } from '#shared/shipments/facts/shipment-facts';
import { itineraryBefore } from '#shared/shipments/itinerary/changes';
import { renderShipment } from '#shared/shipments/presenters/shipment';
import { ITINERARY_VERSION_ENTITY, wholeItineraryVersionOf } from '#shared/shipments/store/history';
import { SHIPMENT_ENTITY } from '#shared/shipments/store/partition';
import { PLAN_ENTRY_ENTITY, type PlanEntry, planEntryChangedAt } from '#shared/shipments/store/plan-entries';
import { shipmentFactsOf } from '#shared/shipments/store/shipments';

/** One committed change of one item, as the table's stream tells it. */
export interface CommittedChange {
  before: StoredItem | undefined;
  after: StoredItem | undefined;
  /** When the stream saw the change, ISO 8601 UTC. */
  at: string;
}

type Draft = Omit<OutboundEvent, 'id' | 'timestamp'>;

/** Events of one change get ids from where they come from: reading the change again gives the same ids. */
const eventId = (origin: string, index: number, type: OutboundEventType) =>
  `evt_${createHash('sha256').update(`${origin}\n${index}\n${type}`).digest('base64url').slice(0, 32)}`;

const shipmentRef = (id: string) => ({ id, href: hrefs.shipment(id) });
const driverRef = (id: string) => ({ id, href: hrefs.driver(id) });

/**
 * The outbound events a committed change makes: a shipment created or its
 * facts changed (its item inserted or modified), an itinerary's new version
 * (`ITINERARY_VERSION` inserted, made whole by `withWholeItinerary`), a non-shipment move updated (its plan entry
 * modified), a submission settled, a master record created or changed through
 * the API (a load's writes carry no `changedAt` and make none). Anything else
 * (plan copies of shipment moves, equipment uses) makes none.
 */
export function eventsOf(change: CommittedChange): OutboundEvent[] {
  const { before, after } = change;
  if (after === undefined) return [];
  if (after.entity === SHIPMENT_ENTITY) return shipmentEvents(before, after, change.at);
  if (after.entity === ITINERARY_VERSION_ENTITY && before === undefined) {
    const version = wholeItineraryVersionOf(after);
    // A facts change is told by its shipment's own item (above): its version makes no itinerary event.
    if (isFactsVersion(version)) return [];
    return stamp(`${after.pk}/${after.sk}`, version.changedAt, itineraryEvents(version));
  }
  if (after.entity === PLAN_ENTRY_ENTITY && before !== undefined) {
    const [previous, next] = [before.data as PlanEntry, after.data as PlanEntry];
    if (previous.kind !== 'non-shipment-move' || next.kind !== 'non-shipment-move') return [];
    return stamp(
      `${after.pk}/${after.sk}/${String(after.version)}`,
      // The stream's own time is approximate (to the second at best): the entry says when it was committed.
      planEntryChangedAt(after) ?? change.at,
      nonShipmentEvents(previous.move, next.move, next.driverId),
    );
  }
  const masterKind = MASTER_KIND_OF_ENTITY.get(after.entity as string);
  if (masterKind !== undefined && typeof after.changedAt === 'string') {
    if (before !== undefined && isDeepStrictEqual(before.data, after.data)) return [];
    return stamp(`${after.pk}/${after.changedAt}`, after.changedAt, [masterDataEvent(masterKind, after)]);
  }
  if (after.entity === SUBMISSION_ENTITY) {
    const [previous, next] = [
      before?.data as DocumentSubmission | undefined,
      after.data as DocumentSubmission,
    ];
    if (previous?.status === next.status || next.status === 'pending') return [];
    return stamp(`${after.pk}/${next.status}`, next.completedAt || change.at, [submissionEvent(next)]);
  }
  return [];
}

function stamp(origin: string, timestamp: string, drafts: readonly Draft[]): OutboundEvent[] {
  return drafts.map((draft, index) => ({ id: eventId(origin, index, draft.type), timestamp, ...draft }));
}

/**
 * `shipment.created` when a shipment's item first appears (created by the API
 * or a data load), with the shipment as GET shows it; `shipment.updated` when
 * its facts change, with `changed` naming the fields. A write of its
 * itinerary or rank alone leaves the facts as they were and makes none.
 */
function shipmentEvents(before: StoredItem | undefined, after: StoredItem, at: string): OutboundEvent[] {
  const shipment = shipmentFactsOf(after);
  const origin = `${String(after.pk)}/${String(after.version)}`;
  if (before === undefined) {
    return stamp(origin, shipment.createdAt, [{ type: 'shipment.created', data: renderShipment(shipment) }]);
  }
  const changed = changedFacts(shipmentFactsOf(before), shipment);
  if (changed.length === 0) return [];
  return stamp(origin, at, [{ type: 'shipment.updated', data: { ...renderShipment(shipment), changed } }]);
}

/**
 * `itinerary.updated` for every version; for a change after the first, one
 * `move.status.changed` per move whose status changed and one `event.arrived`
 * or `event.departed` per time recorded. A first version is a shipment coming
 * in, not its drivers arriving now: it makes only `itinerary.updated`.
 */
function itineraryEvents(version: ItineraryVersion): Draft[] {
  const shipment = shipmentRef(version.shipmentId);
  const updated: Draft = { type: 'itinerary.updated', data: itineraryUpdatedData(version) };
  if (version.version === 1) return [updated];
  const { moves } = version.itinerary;
  const previousMoves: (Move | undefined)[] = itineraryBefore(version.itinerary, version.changes).moves;
  const drafts: Draft[] = [updated];
  moves.forEach((move, moveIndex) => {
    const previous = previousMoves[moveIndex];
    if (previous && previous.status !== move.status) {
      drafts.push({
        type: 'move.status.changed',
        data: { shipment, move: moveIndex, from: previous.status, to: move.status },
      });
    }
    move.events.forEach((event, eventIndex) => {
      const at = { shipment, move: moveIndex, event: { index: eventIndex, ...event } };
      drafts.push(...timesRecorded(previous?.events[eventIndex], event, at));
    });
  });
  return drafts;
}

const fits = (data: Draft['data']) => Buffer.byteLength(JSON.stringify(data), 'utf8') <= MAX_EVENT_DATA_BYTES;

/**
 * `itinerary.updated`'s data: the whole itinerary when the event can carry it;
 * else the version's changes in its place, the itinerary replaced by a link to
 * the version in the history (`{ href, omitted: true }`); and when even the
 * changes do not fit, they are that link too (docs/webhooks.md).
 */
function itineraryUpdatedData(version: ItineraryVersion): Draft['data'] {
  const head = {
    shipment: shipmentRef(version.shipmentId),
    version: version.version,
    etag: version.etag,
    changedBy: version.changedBy,
    source: version.source,
  };
  const whole = { ...head, itinerary: version.itinerary };
  if (fits(whole)) return whole;
  const omitted = { href: hrefs.itineraryVersion(version.shipmentId, version.version), omitted: true };
  const withChanges = { ...head, changes: version.changes, itinerary: omitted };
  return fits(withChanges) ? withChanges : { ...head, changes: omitted, itinerary: omitted };
}

/** `event.arrived` and `event.departed` for the times an event has now that it did not have. */
function timesRecorded(
  previous: ItineraryEvent | undefined,
  event: ItineraryEvent,
  data: Record<string, unknown>,
): Draft[] {
  const drafts: Draft[] = [];
  if (event.arrived !== '' && !previous?.arrived) drafts.push({ type: 'event.arrived', data });
  if (event.departed !== '' && !previous?.departed) drafts.push({ type: 'event.departed', data });
  return drafts;
}

function nonShipmentEvents(previous: NonShipmentMove, move: NonShipmentMove, driverId: string): Draft[] {
  const driver = driverRef(driverId);
  const drafts: Draft[] = [];
  if (previous.status !== move.status) {
    drafts.push({
      type: 'move.status.changed',
      data: { driver, move: move.id, from: previous.status, to: move.status },
    });
  }
  for (const event of move.events) {
    const before = previous.events.find((candidate) => candidate.id === event.id);
    if (isDeepStrictEqual(before, event)) continue;
    const data = { driver, event };
    drafts.push(...timesRecorded(before, event, data), { type: 'non-shipment-event.updated', data });
  }
  return drafts;
}

/** Each master record entity's kind. */
const MASTER_KIND_OF_ENTITY = new Map<string, MasterKindName>(
  Object.entries(MASTER_PREFIXES).map(([kind, entity]) => [entity, kind as MasterKindName]),
);

function masterDataEvent(kind: MasterKindName, item: StoredItem): Draft {
  const { id, active } = item.data as { id: string; active?: boolean };
  return {
    type: 'master-data.updated',
    data: { kind, id, href: hrefs.masterRecord(kind, id), active: active !== false },
  };
}

function submissionEvent(submission: DocumentSubmission): Draft {
  const data = {
    shipment: shipmentRef(submission.shipmentId),
    type: submission.type,
    submission: { id: submission.id, href: hrefs.submission(submission.id) },
  };
  return submission.status === 'completed'
    ? { type: 'document.stored', data }
    : { type: 'document.failed', data: { ...data, reason: submission.reason } };
}
