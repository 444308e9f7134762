import { type SiteRequirement, siteRequirementOf } from '#shared/domain/location-kinds';
import type { ShipmentEventType } from '#shared/domain/types';

/**
 * The event sequence as an equipment state machine, written as one table of data
 * that `state-machine.ts` interprets and `docs/render-rules-doc.ts` renders, so the
 * spec's "Itinerary event types" table and this one can be read side by side.
 *
 * The state has four parts:
 * - `attached`: what the tractor pulls (nothing, a bobtail run, a bare chassis, a
 *   container on a chassis, a trailer);
 * - `load`: whether the shipment's unit (container or trailer) is empty or loaded,
 *   wherever it is; only meaningful while a unit is in play (attached or on the ground);
 * - `ground`: how the shipment's equipment or freight was last left for someone to
 *   take up, which decides the event that must come next, in this move or the next one;
 * - `delivered`: whether a destination event has happened.
 *
 * The state carries across moves. At a move boundary the tractor leaves: the next
 * move's first event is assumed to bring the tractor-side equipment it needs (a
 * bare chassis for a mount, load-capable equipment for a pickup), so `attached` is
 * not checked for a move's first event; `ground`, `load` and `delivered` are.
 */

export const ATTACHED_STATES = ['none', 'bobtail', 'chassis', 'container', 'trailer'] as const;
export type Attached = (typeof ATTACHED_STATES)[number];

/** What each `attached` value means, for the generated documentation. */
export const ATTACHED_MEANINGS: Record<Attached, string> = {
  none: 'tractor only',
  bobtail: 'running bobtail, after a hook-bobtail',
  chassis: 'bare chassis',
  container: 'container on a chassis',
  trailer: 'trailer',
};

export const LOAD_STATES = ['empty', 'loaded'] as const;
export type Load = (typeof LOAD_STATES)[number];

export const GROUND_STATES = ['clear', 'dropped', 'yard', 'stopoff', 'grounded', 'crossdock'] as const;
export type Ground = (typeof GROUND_STATES)[number];

/** What each `ground` value means, for the generated documentation. */
export const GROUND_MEANINGS: Record<Ground, string> = {
  clear: 'nothing of the shipment waits to be taken up',
  dropped: 'the unit was dropped (drop-empty, drop-loaded, drop-destination) and waits for a hook',
  yard: 'the unit was dropped at a yard and waits for a hook-yard',
  stopoff: 'the unit was dropped at a stop-off and waits for a hook-stopoff',
  grounded: 'the container was dismounted and waits for a mount',
  crossdock: "the shipment's freight was delivered to a cross-dock and waits for a pickup-crossdock",
};

/** Where, relative to the shipment's origin and destination sites, an event may happen. */
export type Place = 'origin' | 'destination' | 'not-origin' | 'not-destination' | 'neither' | 'anywhere';

export interface StateRequirement {
  attached?: readonly Attached[];
  /** Checked only while a unit is in play (attached, or left on the ground). */
  load?: readonly Load[];
  ground?: readonly Ground[];
  delivered?: boolean;
}

/** Omitted parts are left unchanged; several values mean any of them may result. */
export interface StateChange {
  attached?: readonly Attached[];
  load?: readonly Load[];
  ground?: Ground;
  delivered?: boolean;
}

export interface EventRule {
  /** Which collection the event's site id must belong to: `shared/domain/location-kinds.ts` says, for every reader. */
  location: SiteRequirement;
  place: Place;
  /** May be the first event of a move. */
  starts: boolean;
  /** May be the last event of a move. */
  ends: boolean;
  /** Street-turn placeholder: never performed by a driver, automatically complete. */
  placeholder: boolean;
  needs: StateRequirement;
  leaves: StateChange;
}

const UNIT = ['container', 'trailer'] as const;

const ROWS: Readonly<Record<ShipmentEventType, Omit<EventRule, 'location'>>> = {
  'hook-origin': {
    place: 'origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['none'], ground: ['clear', 'dropped'], delivered: false },
    leaves: { attached: UNIT, load: ['loaded'], ground: 'clear' },
  },
  'mount-origin': {
    place: 'origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['chassis'], ground: ['clear', 'grounded'], delivered: false },
    leaves: { attached: ['container'], load: ['loaded'], ground: 'clear' },
  },
  'pickup-origin': {
    place: 'origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: UNIT, ground: ['clear'], delivered: false },
    leaves: { load: ['loaded'] },
  },
  'hook-empty': {
    place: 'not-origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['none'], load: ['empty'], ground: ['clear', 'dropped'] },
    leaves: { attached: UNIT, load: ['empty'], ground: 'clear' },
  },
  'hook-loaded': {
    place: 'not-origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['none'], load: ['loaded'], ground: ['clear', 'dropped'] },
    leaves: { attached: UNIT, load: ['loaded'], ground: 'clear' },
  },
  'hook-chassis': {
    place: 'anywhere',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['none'] },
    leaves: { attached: ['chassis'] },
  },
  'hook-yard': {
    place: 'anywhere',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['none'], ground: ['yard'] },
    leaves: { attached: UNIT, ground: 'clear' },
  },
  'hook-stopoff': {
    place: 'anywhere',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['none'], ground: ['stopoff'] },
    leaves: { attached: UNIT, ground: 'clear' },
  },
  'hook-bobtail': {
    place: 'anywhere',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['none'] },
    leaves: { attached: ['bobtail'] },
  },
  'hook-non-routed': {
    place: 'anywhere',
    starts: true,
    ends: false,
    placeholder: true,
    needs: { attached: ['none'], ground: ['clear'] },
    leaves: { attached: UNIT, load: ['empty'] },
  },
  'mount-empty': {
    place: 'not-origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['chassis'], load: ['empty'], ground: ['clear', 'grounded'] },
    leaves: { attached: ['container'], load: ['empty'], ground: 'clear' },
  },
  'mount-loaded': {
    place: 'not-origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: ['chassis'], load: ['loaded'], ground: ['clear', 'grounded'] },
    leaves: { attached: ['container'], load: ['loaded'], ground: 'clear' },
  },
  'pickup-crossdock': {
    place: 'anywhere',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: UNIT, ground: ['clear', 'crossdock'] },
    leaves: { load: ['loaded'], ground: 'clear' },
  },
  'pickup-stopoff': {
    place: 'not-origin',
    starts: true,
    ends: false,
    placeholder: false,
    needs: { attached: UNIT, ground: ['clear'] },
    leaves: { load: ['loaded'] },
  },
  'scale-stopoff': {
    place: 'neither',
    starts: false,
    ends: false,
    placeholder: false,
    needs: { attached: UNIT },
    leaves: {},
  },
  'deliver-crossdock': {
    place: 'anywhere',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: UNIT, load: ['loaded'] },
    leaves: { load: ['empty'], ground: 'crossdock' },
  },
  'deliver-destination': {
    place: 'destination',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: UNIT, load: ['loaded'], delivered: false },
    leaves: { load: ['empty'], delivered: true },
  },
  'deliver-stopoff': {
    place: 'not-destination',
    starts: false,
    ends: false,
    placeholder: false,
    needs: { attached: UNIT, load: ['loaded'] },
    // Part of the freight is delivered: what remains may or may not be more freight.
    leaves: { load: ['loaded', 'empty'] },
  },
  'dismount-destination': {
    place: 'destination',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: ['container'], load: ['loaded'], delivered: false },
    // The grounded container is unloaded by the consignee before anyone mounts it again.
    leaves: { attached: ['chassis'], load: ['empty'], ground: 'grounded', delivered: true },
  },
  'dismount-empty': {
    place: 'not-destination',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: ['container'], load: ['empty'] },
    leaves: { attached: ['chassis'], ground: 'grounded' },
  },
  'dismount-loaded': {
    place: 'not-destination',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: ['container'], load: ['loaded'] },
    leaves: { attached: ['chassis'], ground: 'grounded' },
  },
  'drop-destination': {
    place: 'destination',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: UNIT, load: ['loaded'], delivered: false },
    // Left to be unloaded: whoever hooks it next takes it up empty.
    leaves: { attached: ['none'], load: ['empty'], ground: 'dropped', delivered: true },
  },
  'drop-empty': {
    place: 'not-destination',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: UNIT, load: ['empty'] },
    leaves: { attached: ['none'], ground: 'dropped' },
  },
  'drop-loaded': {
    place: 'not-destination',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: UNIT, load: ['loaded'] },
    leaves: { attached: ['none'], ground: 'dropped' },
  },
  'drop-yard': {
    place: 'anywhere',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: UNIT },
    leaves: { attached: ['none'], ground: 'yard' },
  },
  'drop-chassis': {
    place: 'anywhere',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: ['chassis'] },
    leaves: { attached: ['none'] },
  },
  'drop-stopoff': {
    place: 'anywhere',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: UNIT },
    leaves: { attached: ['none'], ground: 'stopoff' },
  },
  'drop-bobtail': {
    place: 'anywhere',
    starts: false,
    ends: true,
    placeholder: false,
    needs: { attached: ['bobtail'] },
    leaves: { attached: ['none'] },
  },
  'drop-non-routed': {
    place: 'anywhere',
    starts: false,
    ends: true,
    placeholder: true,
    needs: { attached: UNIT, load: ['empty'] },
    // The empty leaves this shipment for another one (street turn).
    leaves: { attached: ['none'], ground: 'clear' },
  },
};

export const EVENT_TABLE = Object.fromEntries(
  Object.entries(ROWS).map(([type, row]) => [
    type,
    { location: siteRequirementOf(type as ShipmentEventType), ...row },
  ]),
) as Readonly<Record<ShipmentEventType, EventRule>>;

const RULES_BY_TYPE: ReadonlyMap<string, EventRule> = new Map(Object.entries(EVENT_TABLE));

/** The table row of a type, or undefined for a type the table does not know (such as `ns-*`). */
export function eventRuleOf(type: string): EventRule | undefined {
  return RULES_BY_TYPE.get(type);
}

export function isPlaceholderEvent(type: string): boolean {
  return eventRuleOf(type)?.placeholder ?? false;
}

const EQUIPMENT_STATES: readonly Attached[] = ['chassis', 'container', 'trailer'];

/** The event types whose driver pulls equipment: neither a bobtail run nor a placeholder. */
const EQUIPMENT_EVENT_TYPES: ReadonlySet<string> = new Set(
  Object.entries(EVENT_TABLE)
    .filter(([, rule]) => {
      const touched = [...(rule.needs.attached ?? []), ...(rule.leaves.attached ?? [])];
      return !rule.placeholder && touched.some((attached) => EQUIPMENT_STATES.includes(attached));
    })
    .map(([type]) => type),
);

export function handlesEquipment(type: string): boolean {
  return EQUIPMENT_EVENT_TYPES.has(type);
}
