import { addDays } from '#shared/domain/calendar';
import { locationKindsFor } from '#shared/domain/location-kinds';
import {
  type EquipmentUse,
  type Itinerary,
  LOCATION_KINDS,
  type Settings,
  type StoredShipment,
} from '#shared/domain/types';
import { otherWorkComparedWith, type PlannedMove, type RulesInput } from '#shared/itinerary-rules/index';
import { getMasterRecords, type MasterRef } from '#shared/master-data/store';
import { listEquipmentUsesEndingFrom } from '#shared/shipments/store/equipment-uses';
import { listDriverPlan, type PlanEntry } from '#shared/shipments/store/plan-entries';

/** Other work is compared from the day before the earliest date involved: windows may cross midnight. */
function earliestDateOf(itinerary: Itinerary, today: string): string {
  const dates = itinerary.moves.map((move) => move.plannedDate).filter((date) => date !== '');
  return addDays([today, ...dates].sort()[0]!, -1);
}

const refKey = (ref: MasterRef) => `${ref.kind}#${ref.id}`;

function referencesOf(itinerary: Itinerary): MasterRef[] {
  const refs = new Map<string, MasterRef>();
  const add = (ref: MasterRef) => refs.set(refKey(ref), ref);
  for (const move of itinerary.moves) {
    if (move.driver.type === 'driver') add({ kind: 'driver', id: move.driver.id });
    if (move.driver.type === 'carrier') add({ kind: 'carrier', id: move.driver.id });
    if (move.powerUnit.id !== '') add({ kind: 'tractor', id: move.powerUnit.id });
    // Each site id is looked up as every kind of location, so that a rule can say what it is instead.
    for (const event of move.events) {
      for (const kind of LOCATION_KINDS) add({ kind, id: event.site.id });
    }
  }
  return [...refs.values()];
}

/** The locations other moves name that `known` does not hold yet: their times are read in their zones. */
function otherLocationRefs(moves: readonly PlannedMove[], known: readonly MasterRef[]): MasterRef[] {
  const seen = new Set(known.map(refKey));
  const refs = new Map<string, MasterRef>();
  for (const event of moves.flatMap((move) => move.events)) {
    for (const kind of locationKindsFor(event.type)) {
      const ref = { kind, id: event.site.id };
      if (!seen.has(refKey(ref))) refs.set(refKey(ref), ref);
    }
  }
  return [...refs.values()];
}

function plannedMoveOf(entry: PlanEntry): PlannedMove {
  return {
    assignee: { type: 'driver', id: entry.driverId },
    shipmentId: entry.kind === 'shipment-move' ? entry.shipment.id : '',
    plannedDate: entry.move.plannedDate,
    events: entry.move.events,
  };
}

const byId = <T extends { id: string }>(records: (T | undefined)[]): Record<string, T> =>
  Object.fromEntries(
    records.filter((record): record is T => record !== undefined).map((record) => [record.id, record]),
  );

/**
 * Everything the itinerary rules decide on, read in one parallel round: a
 * BatchGet of the referenced records, one Query per driver whose other planned
 * moves the rules compare (those this change schedules an appointment for) and
 * one per piece of equipment whose other uses they compare (that of the moves
 * this change adds or reassigns, its uses ending from the day before those
 * moves' earliest date: no earlier one can overlap them); then, only when those other moves name
 * locations the itinerary does not, one BatchGet of those, for the zones their
 * times are read in. A change that does neither (a note, an arrival) reads no
 * other work: it cannot conflict with what the last accepted version did not.
 */
export async function gatherRulesInput(
  stored: StoredShipment,
  proposed: Itinerary,
  settings: Settings,
  today: string,
): Promise<RulesInput> {
  const since = earliestDateOf(proposed, today);
  const refs = referencesOf(proposed);
  const compared = otherWorkComparedWith(stored, stored.itinerary, proposed);
  const notThisShipment = <T extends { shipmentId: string }>(item: T) => item.shipmentId !== stored.id;

  const [records, plans, uses] = await Promise.all([
    getMasterRecords(refs),
    Promise.all(compared.driverIds.map((id) => listDriverPlan(id, { startDate: since }))),
    // equipmentUsesEndingFrom is set whenever equipment is compared.
    Promise.all(
      compared.equipment.map((piece) =>
        listEquipmentUsesEndingFrom(piece, compared.equipmentUsesEndingFrom!),
      ),
    ),
  ]);
  const otherMoves = plans.flat().map(plannedMoveOf).filter(notThisShipment);
  const otherRefs = otherLocationRefs(otherMoves, refs);
  const otherRecords = otherRefs.length > 0 ? await getMasterRecords(otherRefs) : undefined;
  const found = <K extends MasterRef['kind']>(kind: K) =>
    byId([
      ...refs.filter((ref) => ref.kind === kind).map((ref) => records.get(kind, ref.id)),
      ...otherRefs.filter((ref) => ref.kind === kind).map((ref) => otherRecords?.get(kind, ref.id)),
    ]);

  return {
    shipment: stored,
    current: stored.itinerary,
    proposed,
    drivers: found('driver'),
    carriers: found('carrier'),
    sites: found('site'),
    yards: found('yard'),
    crossDocks: found('crossDock'),
    tractors: found('tractor'),
    otherMoves,
    otherEquipmentUses: uses.flat().filter((use: EquipmentUse) => notThisShipment(use)),
    settings: { driverAcceptance: settings.driverAcceptance, timeZone: settings.timeZone },
    today,
  };
}
