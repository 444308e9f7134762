import type { ShipmentEquipment } from '#shared/domain/types';
import {
  ATTACHED_STATES,
  type Attached,
  EVENT_TABLE,
  type EventRule,
  GROUND_STATES,
  type Ground,
  LOAD_STATES,
  type Load,
} from './event-table';

/**
 * Interprets `EVENT_TABLE`. A state is packed into a small integer so that the set
 * of states a sequence may be in (the table is non-deterministic: a hook may give a
 * container or a trailer, a stop-off delivery may or may not empty the unit) stays a
 * short array of numbers: validation runs on every itinerary write.
 */

export interface SequenceState {
  attached: Attached;
  load: Load;
  ground: Ground;
  delivered: boolean;
}

/** A packed `SequenceState`: attached in bits 0-2, load in bit 3, ground in bits 4-6, delivered in bit 7. */
export type StateCode = number;

interface CompiledRule {
  attachedMask: number;
  loadMask: number;
  groundMask: number;
  /** -1 when the rule does not care. */
  delivered: number;
  attachedOptions: readonly number[] | undefined;
  loadOptions: readonly number[] | undefined;
  ground: number | undefined;
  deliveredAfter: number | undefined;
}

const ATTACHED_INDEX = indexOf(ATTACHED_STATES);
const LOAD_INDEX = indexOf(LOAD_STATES);
const GROUND_INDEX = indexOf(GROUND_STATES);
const UNIT_MASK = bit(ATTACHED_INDEX.container) | bit(ATTACHED_INDEX.trailer);
const GROUND_HOLDING_UNIT_MASK =
  bit(GROUND_INDEX.dropped) | bit(GROUND_INDEX.yard) | bit(GROUND_INDEX.stopoff) | bit(GROUND_INDEX.grounded);
const EMPTY = LOAD_INDEX.empty;
const ALL_LOADS = LOAD_STATES.map((load) => LOAD_INDEX[load]);

function indexOf<T extends string>(values: readonly T[]): Record<T, number> {
  return Object.fromEntries(values.map((value, index) => [value, index])) as Record<T, number>;
}

function bit(index: number): number {
  return 1 << index;
}

function maskOf<T extends string>(index: Record<T, number>, values: readonly T[] | undefined): number {
  return values === undefined ? -1 : values.reduce((mask, value) => mask | bit(index[value]), 0);
}

function encode(attached: number, load: number, ground: number, delivered: number): StateCode {
  return attached | (load << 3) | (ground << 4) | (delivered << 7);
}

export function encodeState(state: SequenceState): StateCode {
  return encode(
    ATTACHED_INDEX[state.attached],
    LOAD_INDEX[state.load],
    GROUND_INDEX[state.ground],
    state.delivered ? 1 : 0,
  );
}

export function decodeState(code: StateCode): SequenceState {
  return {
    attached: ATTACHED_STATES[code & 7] ?? 'none',
    load: LOAD_STATES[(code >> 3) & 1] ?? 'empty',
    ground: GROUND_STATES[(code >> 4) & 7] ?? 'clear',
    delivered: code >> 7 === 1,
  };
}

/** An itinerary starts with a bare tractor, nothing on the ground, nothing delivered. */
export const INITIAL_STATES: readonly StateCode[] = [
  encodeState({ attached: 'none', load: 'empty', ground: 'clear', delivered: false }),
];

/** The load only matters while a unit is in play; otherwise it is kept `empty` so equal states compare equal. */
function loadMatters(attached: number, ground: number): boolean {
  return (UNIT_MASK & bit(attached)) !== 0 || (GROUND_HOLDING_UNIT_MASK & bit(ground)) !== 0;
}

function compile(rule: EventRule): CompiledRule {
  const { needs, leaves } = rule;
  return {
    attachedMask: maskOf(ATTACHED_INDEX, needs.attached),
    loadMask: maskOf(LOAD_INDEX, needs.load),
    groundMask: maskOf(GROUND_INDEX, needs.ground),
    delivered: needs.delivered === undefined ? -1 : Number(needs.delivered),
    attachedOptions: leaves.attached?.map((value) => ATTACHED_INDEX[value]),
    loadOptions: leaves.load?.map((value) => LOAD_INDEX[value]),
    ground: leaves.ground === undefined ? undefined : GROUND_INDEX[leaves.ground],
    deliveredAfter: leaves.delivered === undefined ? undefined : Number(leaves.delivered),
  };
}

/** The table compiled once, when the module loads. */
const COMPILED_TABLE = new Map<EventRule, CompiledRule>(
  Object.values(EVENT_TABLE).map((rule) => [rule, compile(rule)]),
);

/**
 * Which `attached` values the shipment's equipment allows: a shipment with only a
 * trailer on file never carries a container, one with a container or chassis never
 * a trailer; with neither on file both stay possible.
 */
export function attachedMaskFor(equipment: ShipmentEquipment): number {
  const containerised = equipment.container !== '' || equipment.chassis !== '';
  const trailered = equipment.trailer !== '';
  const all = maskOf(ATTACHED_INDEX, ATTACHED_STATES);
  if (containerised && !trailered) return all & ~bit(ATTACHED_INDEX.trailer);
  if (trailered && !containerised) return all & ~bit(ATTACHED_INDEX.container);
  return all;
}

export interface StepOptions {
  /** The event opens a move: the driver brings whatever tractor-side equipment it needs. */
  firstInMove: boolean;
  /** From `attachedMaskFor`. */
  attachedMask: number;
}

/** The states an event may leave, from any of `states`; empty when the event cannot follow. */
export function advance(states: readonly StateCode[], rule: EventRule, options: StepOptions): StateCode[] {
  const step = COMPILED_TABLE.get(rule) ?? compile(rule);
  const next: StateCode[] = [];
  for (const state of states) {
    const ground = (state >> 4) & 7;
    const delivered = state >> 7;
    const attachedChoices = options.firstInMove
      ? choicesOf(step.attachedMask & options.attachedMask)
      : [state & 7];
    for (const attached of attachedChoices) {
      const broughtByDriver = options.firstInMove && (GROUND_HOLDING_UNIT_MASK & bit(ground)) === 0;
      const loadChoices = broughtByDriver ? ALL_LOADS : [(state >> 3) & 1];
      for (const load of loadChoices) {
        if (!satisfies(step, attached, load, ground, delivered)) continue;
        addResults(next, step, attached, load, ground, delivered, options.attachedMask);
      }
    }
  }
  return next;
}

/** Every state there is. */
export const ALL_STATES: readonly StateCode[] = ATTACHED_STATES.flatMap((attached) =>
  LOAD_STATES.flatMap((load) =>
    GROUND_STATES.flatMap((ground) =>
      [false, true].map((delivered) => encodeState({ attached, load, ground, delivered })),
    ),
  ),
);

/**
 * The states an event may leave when whatever came before it is disregarded: after
 * a reported failure the walk resumes from here, so that one misplaced event is
 * reported once and not again through every event after it.
 */
export function statesAfter(rule: EventRule, attachedMask: number): StateCode[] {
  return advance(ALL_STATES, rule, { firstInMove: false, attachedMask });
}

function choicesOf(mask: number): number[] {
  const choices: number[] = [];
  for (let index = 0; index < ATTACHED_STATES.length; index++) if (mask & bit(index)) choices.push(index);
  return choices;
}

function satisfies(step: CompiledRule, attached: number, load: number, ground: number, delivered: number) {
  return (
    (step.attachedMask & bit(attached)) !== 0 &&
    (step.groundMask & bit(ground)) !== 0 &&
    (step.delivered === -1 || step.delivered === delivered) &&
    ((step.loadMask & bit(load)) !== 0 || !loadMatters(attached, ground))
  );
}

function addResults(
  into: StateCode[],
  step: CompiledRule,
  attached: number,
  load: number,
  ground: number,
  delivered: number,
  attachedMask: number,
): void {
  const nextGround = step.ground ?? ground;
  const nextDelivered = step.deliveredAfter ?? delivered;
  for (const nextAttached of step.attachedOptions ?? [attached]) {
    if ((attachedMask & bit(nextAttached)) === 0) continue;
    for (const nextLoad of step.loadOptions ?? [load]) {
      const keptLoad = loadMatters(nextAttached, nextGround) ? nextLoad : EMPTY;
      const code = encode(nextAttached, keptLoad, nextGround, nextDelivered);
      if (!into.includes(code)) into.push(code);
    }
  }
}
