/**
 * Itinerary rules: decides whether a proposed shipment itinerary may replace the
 * stored one, and what is stored. Pure: no I/O, no clock, no shared state.
 */
export { applyAutomaticEffects, type EffectsContext, effectiveEvent } from './automatic-effects';
export { equipmentUseDerivation, equipmentUsesOf } from './equipment-uses';
export { evaluateItinerary, timeZonesOfInput } from './evaluate';
export { EVENT_TABLE, type EventRule, isPlaceholderEvent } from './event-table';
export { LOCATION_NOUNS, messages } from './messages';
export {
  deriveMoveStatus,
  isAcceptanceAnswer,
  isEventDone,
  isEventStarted,
  type PreviousMove,
  type StatusSource,
} from './move-status';
export { type OtherWorkCompared, otherWorkComparedWith } from './other-work';
export {
  everywhereIn,
  type FindLocation,
  type LocationsByKind,
  type TimeZones,
  timeZonesAt,
  timeZonesOf,
} from './time-zones';
export type { PlannedMove, RulesInput, RulesResult, RulesSettings } from './types';
