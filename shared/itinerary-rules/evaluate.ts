import { LOCKED_SHIPMENT_STATUSES } from '#shared/domain/types';
import { applyAutomaticEffects } from './automatic-effects';
import { counterpartsOf } from './counterparts';
import { equipmentUsesOf } from './equipment-uses';
import { messages } from './messages';
import { RULE_FAMILIES } from './rule-families';
import { type TimeZones, timeZonesAt } from './time-zones';
import type { RuleContext, RulesInput, RulesResult } from './types';

/**
 * Decides whether `proposed` may replace `current`: either every violated rule's
 * message (each once, in rule order, then itinerary order), or the itinerary to
 * store after automatic effects and the equipment uses it implies. Pure: the data
 * layer gathers the inputs and stores the result.
 */
export function evaluateItinerary(input: RulesInput): RulesResult {
  const { shipment } = input;
  if ((LOCKED_SHIPMENT_STATUSES as readonly string[]).includes(shipment.status)) {
    return { ok: false, kind: 'status', failures: [messages.shipmentLocked(shipment.id, shipment.status)] };
  }
  const zones = timeZonesOfInput(input);
  const itinerary = applyAutomaticEffects(input.proposed, {
    shipmentType: shipment.type,
    current: input.current,
    settings: input.settings,
    zones,
    today: input.today,
  });
  const context: RuleContext = {
    input,
    zones,
    itinerary,
    equipmentUses: equipmentUsesOf(shipment, itinerary, zones),
    counterparts: counterpartsOf(input.current, input.proposed),
  };
  const failures = [...new Set(RULE_FAMILIES.flatMap((family) => family.check(context)))];
  if (failures.length > 0) return { ok: false, kind: 'validation', failures };
  return { ok: true, itinerary, equipmentUses: context.equipmentUses };
}

/** The zones of a rules input's events: its locations', else the TMS's. */
export function timeZonesOfInput(input: RulesInput): TimeZones {
  return timeZonesAt(
    { site: input.sites, yard: input.yards, crossDock: input.crossDocks },
    input.settings.timeZone,
  );
}
