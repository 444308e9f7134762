import type {
  Carrier,
  Driver,
  Equipment,
  EquipmentUse,
  Itinerary,
  ItineraryEvent,
  Location,
  Move,
  Shipment,
} from '#shared/domain/types';
import type { TimeZones } from './time-zones';

export interface RulesSettings {
  /** Whether moves can be accepted or rejected (settings.driverAcceptance). */
  driverAcceptance: boolean;
  /**
   * The TMS's IANA time zone (settings.timeZone): "today", planned dates
   * without times, and times at a location the rules do not know are read there.
   */
  timeZone: string;
}

/**
 * A move of another shipment, or a non-shipment move, already planned for one of
 * the drivers or carriers involved: what the appointment-order rule compares with.
 */
export interface PlannedMove {
  assignee: { type: 'driver' | 'carrier'; id: string };
  /** Empty string for a non-shipment move. */
  shipmentId: string;
  plannedDate: string;
  events: ItineraryEvent[];
}

/** Everything the rules decide on. The data layer gathers it; the rules do no I/O. */
export interface RulesInput {
  shipment: Shipment;
  /** The stored itinerary; `{ moves: [] }` when the shipment has none yet. */
  current: Itinerary;
  /** Normalised from the PUT body: ids only, unset values are '' or false. */
  proposed: Itinerary;
  /** The referenced drivers that exist: an absent key means the driver does not exist. */
  drivers: Record<string, Driver>;
  carriers: Record<string, Carrier>;
  /**
   * The locations the proposed itinerary names (an absent key: no such location),
   * and those of the other moves, whose times are read in their zones.
   */
  sites: Record<string, Location>;
  yards: Record<string, Location>;
  crossDocks: Record<string, Location>;
  tractors: Record<string, Equipment>;
  /** Other shipments' and non-shipment moves of the drivers and carriers involved. */
  otherMoves: PlannedMove[];
  /** Other shipments' planned uses of the same equipment. */
  otherEquipmentUses: EquipmentUse[];
  settings: RulesSettings;
  /** YYYY-MM-DD in the TMS time zone. */
  today: string;
}

export type RulesResult =
  /** What to store, after automatic effects. */
  | { ok: true; itinerary: Itinerary; equipmentUses: EquipmentUse[] }
  /** HTTP 400. */
  | { ok: false; kind: 'validation'; failures: string[] }
  /** The shipment's status refuses updates: HTTP 422. */
  | { ok: false; kind: 'status'; failures: string[] };

/** What each rule reads: the input, and the proposed itinerary after automatic effects. */
export interface RuleContext {
  input: RulesInput;
  /** The zone each event's times are read in, from its location. */
  zones: TimeZones;
  itinerary: Itinerary;
  equipmentUses: EquipmentUse[];
  /**
   * For each move of `itinerary`, the stored move it continues, or `undefined`
   * for a move the change adds (`storedCounterparts`): moves shift when one is
   * inserted or removed, so the rules that compare a move with its stored self
   * do not pair them by index.
   */
  counterparts: readonly (Move | undefined)[];
}

/** A rule family: returns one message per violation found (duplicates are removed later). */
export type Rule = (context: RuleContext) => string[];
