import { LOCKED_SHIPMENT_STATUSES } from '#shared/domain/types';
import { messages } from './messages';
import { checkAcceptance } from './rules/acceptance';
import { checkAppointments } from './rules/appointments';
import { checkDriverAssignment } from './rules/driver-assignment';
import { checkEquipmentAssignment } from './rules/equipment-assignment';
import { checkEventsInProgress } from './rules/events-in-progress';
import { checkEventsSequence } from './rules/events-sequence';
import { checkEventsSites } from './rules/events-sites';
import { checkOriginAndDestination } from './rules/origin-destination';
import { checkRetiredRecords } from './rules/retired-records';
import { checkStreetTurn } from './rules/street-turn';
import { checkStructure } from './rules/structure';
import type { Rule } from './types';

/** A family of the spec's business-rules table, as implemented. */
export interface RuleFamily {
  name: string;
  requirement: string;
  /** The family's messages, placeholders in braces. */
  messages: string[];
  /** How the spec was read where it leaves room. */
  readings: string[];
}

/** The status rule is checked before anything else and answers alone, with HTTP 422. */
export const SHIPMENT_STATUS_FAMILY: RuleFamily = {
  name: 'Shipment status',
  requirement: `The shipment status allows updates; ${LOCKED_SHIPMENT_STATUSES.map((status) => `\`${status}\``).join(', ')} do not (\`pending\`: not yet accepted by the trucking company).`,
  messages: [messages.shipmentLocked('{id}', '{status}')],
  readings: ['Checked first; when it fails no other rule is evaluated and the answer is HTTP 422.'],
};

/** Every other family, in the order its messages are reported (HTTP 400, all at once). */
export const RULE_FAMILIES: readonly (RuleFamily & { check: Rule })[] = [
  {
    name: 'Structure',
    check: checkStructure,
    requirement:
      'At least one move; at least two events per move; a site on every event; a departure only after an arrival, and not earlier than it.',
    messages: [
      messages.noMoves(),
      messages.tooFewEvents(),
      messages.missingSite(),
      messages.departureWithoutArrival(),
      messages.departureBeforeArrival(),
    ],
    readings: [
      "An event's arrival and departure are read in the zone of its location (see Times and time zones) and compared as instants.",
    ],
  },
  {
    name: 'Events sequence',
    check: checkEventsSequence,
    requirement:
      'The event types form a valid equipment sequence through the state machine above, within and across moves (sequence rules 1-8).',
    messages: [
      messages.sequenceInvalid(),
      messages.cannotFollow('{next_event_type}', '{current_event_type}'),
      messages.hookOriginAfterDropDestination(),
      messages.hookOriginAfterDropYard(),
      messages.bobtailToSameSite(),
    ],
    readings: [
      'The first event of the itinerary that cannot start a move, and a last move that cannot end where it does, get the generic message; every other misfit names the pair, the pair spanning two moves when it sits at a move boundary.',
      "A move's first event does not check what the tractor pulls: the driver brings the tractor-side equipment it needs (a bare chassis for a mount, load-capable equipment for a pickup). What the previous moves left on the ground, the load and the delivery are checked.",
      'A move may end with `deliver-destination` or `deliver-crossdock`: the driver leaves with its own, now empty, equipment.',
      '`deliver-stopoff` may leave the unit loaded or empty, so a `drop-empty` may follow it (rule 4) and so may `deliver-destination`.',
      '`drop-chassis` leaves whatever was dismounted grounded: the next event must be a mount or a `hook-chassis` (rule 6); a chassis dropped with nothing grounded (a chassis repositioning) puts no constraint on the next move.',
      'A shipment with only a trailer on file never carries a container (no mount or dismount); one with a container or chassis on file never a trailer; with neither on file both are possible.',
      'After a misfit the walk resumes from any state the misfit event may leave, so one misplaced event is reported once.',
      'Unknown event types, `ns-*` types included, are sequence failures.',
    ],
  },
  {
    name: 'Events sites',
    check: checkEventsSites,
    requirement:
      'Each site id exists in the collection its event type requires (see the Location column): yards, cross-docks, sites, or yards and sites for `hook-chassis` and `drop-chassis`.',
    messages: [
      messages.siteNotFound('{id}', 'yards'),
      messages.siteNotFound('{id}', 'cross-docks'),
      messages.siteNotFound('{id}', 'sites'),
      messages.notAYard('{id}'),
    ],
    readings: [
      '"Not a valid yard location" answers an id that exists as a site or cross-dock where a yard is required; an id found nowhere "does not exist in yards".',
      '`hook-chassis` and `drop-chassis` at an id found in neither yards nor sites: "does not exist in sites".',
    ],
  },
  {
    name: 'Shipment origin/destination',
    check: checkOriginAndDestination,
    requirement:
      "Origin events happen at the shipment's origin site and destination events at its destination site; the events the spec places elsewhere (Place column) stay away from them; a hook, pickup or mount at the origin precedes the first drop, deliver or dismount at the destination.",
    messages: [
      messages.originBeforeDestination(),
      messages.originChanged('{origin_id}', '{event_type}'),
      messages.destinationChanged('{destination_id}', '{event_type}'),
      messages.notAtOrigin('{event_type}'),
      messages.notAtDestination('{event_type}'),
      messages.notAtOriginOrDestination('{event_type}'),
    ],
    readings: [
      'The id in "cannot be changed" messages is the shipment\'s origin or destination; the event type is the event that names another site.',
      'The spec\'s "not at origin", "not at destination" and "not origin or destination" driver states are enforced, with their own messages.',
    ],
  },
  {
    name: 'Street turn',
    check: checkStreetTurn,
    requirement:
      'Non-routed events (`hook-non-routed`, `drop-non-routed`) appear only in the last move of an import or the first move of an export.',
    messages: [messages.nonRoutedPlacement()],
    readings: [
      'Non-routed events are placeholders: never performed, automatically complete, carrying no times, and never frozen by the events-in-progress rule. A move of placeholders only, without a driver, completes itself.',
    ],
  },
  {
    name: 'Driver assignment',
    check: checkDriverAssignment,
    requirement:
      "Every driver and carrier named exists. A driver or carrier newly put on a move meets the requirements through the later of the move's planned date and today. Drivers: licence and medical certificate; hazmat certificate for hazmat shipments. Carriers: signed contract, federal id, a valid broker, common-carrier or contract-carrier certification, cargo, liability and workers' compensation insurance; hazmat certificate for hazmat shipments.",
    messages: [
      messages.driverNotFound('{id}'),
      messages.carrierNotFound('{id}'),
      messages.driverRequirements(),
      messages.carrierRequirements(),
    ],
    readings: [
      '"Newly" means the stored move this move continues has another driver or carrier, or there is none (moves are paired by what they are, not by position: a move inserted or removed does not make the moves it shifts new): a driver already holding a move is not checked again, so recording arrivals never fails because a document expired since.',
      'A document is valid on a date when it is on file and expires on that date or later.',
    ],
  },
  {
    name: 'Equipment assignment',
    check: checkEquipmentAssignment,
    requirement:
      "A move's tractor exists. A move a driver has started keeps its driver or carrier and its tractor. No tractor, chassis, container or trailer is planned for two drivers or carriers at overlapping times.",
    messages: [
      messages.tractorNotFound('{id}'),
      messages.historyChange(),
      messages.equipmentConflict(
        '{driver|carrier}',
        '{id}',
        '{tractor|chassis|container|trailer}',
        '{equipment_id}',
      ),
    ],
    readings: [
      "Each move assigned to a driver or carrier uses its tractor and, unless it is only a bobtail run or placeholders, all of the shipment's chassis, container and trailer.",
      "Availability is checked only for moves this request adds or gives a different driver, carrier or power unit (compared with the stored move it continues: moves are paired by what they are, not by position, so a move inserted or removed leaves the moves it shifts unchanged): a move left as it was is never refused for a conflict that exists elsewhere already, so recording an arrival never fails because of another driver's plan.",
      "So only the uses of those moves' equipment are read, and of them only those ending on or after the day before the earliest date those moves' times (or planned dates) are written on: a use ending earlier cannot overlap them, however long it lasts, so the verdict is the full input's; a change that adds or reassigns no move reads none (`otherWorkComparedWith`).",
      "A use lasts from the earliest to the latest time of the move's events (arrival, else appointment start, else planning time), each read in its location's zone, or the whole planned date in `settings.timeZone` when none has a time; its bounds are stored as instants. Uses are compared with other shipments' uses only: the moves of one itinerary follow one another.",
      'Changing the driver, carrier or tractor of a move that has an arrived, departed or completed event (against the stored move it continues, as above) would rewrite who did the work with what: "Cannot assign driver to the move because there are invalid itinerary states as a result."',
    ],
  },
  {
    name: 'Retired records',
    check: checkRetiredRecords,
    requirement:
      'A driver, carrier or tractor newly assigned to a move, and a location a move did not name before, is not retired (`"active": false`, set by its master-data PUT).',
    messages: [messages.retired('{Driver|Carrier|Tractor|Site|Yard|Cross-dock}', '{id}')],
    readings: [
      'A move keeps a retired driver, carrier, tractor or location it already has, until that is changed: retiring a record does not undo work in hand, and an arrival can still be recorded on it.',
      'A location is new to a move when the stored move it continues (paired by what the moves are, as in Equipment assignment) has no event at it; an event moved within the move, or another event at the same location, adds nothing.',
      'An unknown record is the failure of its own family (driver assignment, events sites, equipment assignment), not a retired one.',
    ],
  },
  {
    name: 'Events in progress',
    check: checkEventsInProgress,
    requirement:
      'Started events (arrived, departed or completed) are not removed and keep their type, site, arrival, planning time and appointment; completed ones also keep their departure. Nothing is inserted or removed before them.',
    messages: [messages.completedChanged(), messages.inProgressChanged(), messages.inProgressRemoved()],
    readings: [
      'Events are matched by position, as the itinerary keeps its order. A started event found at its position with the same type or site but other values is changed; found elsewhere in its move (something was inserted or removed before it) is changed; found nowhere in its move is removed.',
      'An arrived event may gain its departure, and a note may be added to any event.',
    ],
  },
  {
    name: 'Scheduled appointments',
    check: checkAppointments,
    requirement:
      "For each driver, walking the driver's plan (this itinerary's moves of the driver in order, merged by time with the driver's other moves), each appointment is later than the previous one, and an appointment scheduled now is not earlier than the last arrival or departure before it.",
    messages: [messages.appointmentsOutOfOrder()],
    readings: [
      'Only pairs involving an appointment scheduled by this update (a new event, a new appointment start, or a new driver on the move, each compared with the stored move the move continues, not the one at its position) are reported, so recording a late arrival never fails.',
      "So only the other moves of the drivers this update schedules an appointment for are read, from the day before the itinerary's earliest date (or today's) on: a note, an arrival or a departure reads no driver's plan, and gets the verdict the full input would give.",
      'Carriers run many trucks at once: the rule applies to drivers only.',
      "Every appointment, arrival and departure is read in its own event's location zone, the driver's other moves' too, and compared as an instant: an appointment at 09:30 in Denver comes after one at 10:00 in Chicago. A move is placed among the driver's others by its first time, or by its planned date in `settings.timeZone` when it has none.",
    ],
  },
  {
    name: 'Move accept/reject',
    check: checkAcceptance,
    requirement:
      'Where the TMS supports driver acceptance, a move is answered (`accepted` or `rejected`) only while pending and with a driver or carrier.',
    messages: [messages.acceptanceNeedsAssignee(), messages.acceptanceTooLate()],
    readings: [
      'An answer is a status `accepted` or `rejected` that differs from the stored one; sending the stored status back is not an answer.',
      'Without driver acceptance in the TMS, `accepted` and `rejected` are ignored and the status is derived.',
      'An answer stays while the same driver or carrier keeps the move; another one makes the move pending again. An answered move cannot be answered otherwise (accepted then rejected keeps accepted).',
    ],
  },
];
