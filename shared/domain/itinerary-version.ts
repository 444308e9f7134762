import type { Actor } from './principal';
import type { Itinerary } from './types';

/**
 * One difference between two itineraries. `path` names a value
 * (`moves[0].events[1].arrived`); a move or event added or removed is one
 * change with the whole value, and `null` stands for the side where it is absent.
 */
export interface ItineraryChange {
  path: string;
  from: unknown;
  to: unknown;
}

/** Who made a change: the caller (a driver by its driver id, a person by subject, a client with its name), or the data import. */
export type ChangeAuthor = Actor | { role: 'import'; id: '' };

export type ChangeSource = 'import' | 'api';

/**
 * A numbered state of a shipment's itinerary, written in the same transaction
 * as the change that made it: the history's entry and the outbox row the
 * table's stream turns into outbound events.
 */
export interface ItineraryVersion {
  shipmentId: string;
  /** 1 for the imported itinerary, then one more per change; equals the shipment's version. */
  version: number;
  /** The itinerary's `ETag` right after this version. */
  etag: string;
  /** When the change was committed, ISO 8601 UTC. */
  changedAt: string;
  changedBy: ChangeAuthor;
  source: ChangeSource;
  /** What changed since the previous version, automatic effects included (all of it for a first version). */
  changes: ItineraryChange[];
  /** The itinerary as it was right after this version. */
  itinerary: Itinerary;
}

/** A version without its itinerary: what a history page shows. */
export type ItineraryVersionEntry = Omit<ItineraryVersion, 'itinerary'>;

/**
 * A version made by a change of the shipment's facts (a shipment created, or
 * its status, customer, places or equipment replaced): its changes name facts
 * (`status`, `customer.id`), never a move. It makes `shipment.created` or
 * `shipment.updated`, not `itinerary.updated`.
 */
export const isFactsVersion = (version: Pick<ItineraryVersion, 'changes'>): boolean =>
  version.changes.length > 0 && version.changes.every((change) => !change.path.startsWith('moves'));
