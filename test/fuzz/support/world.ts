import fc from 'fast-check';
import { putCurrentDocument } from '#shared/documents/store';
import { SCOPE_NAMES } from '#shared/domain/scopes';
import type { DataSet } from '#shared/domain/types';
import { registerClient } from '../../support/clients';
import { invoke } from '../../support/invoke';
import { FUZZ_CLIENT_ID } from './callers';
import {
  hostileShortString,
  INVALID_DATES,
  LONE_SURROGATES,
  ODD_UNICODE,
  VALID_DATE_TIMES,
} from './hostile-values';
import type { FuzzWorld } from './route-requests';

/**
 * An itinerary for the fixture's import shipment that the rules accept, as
 * large as asked: the loaded move split by `yardMoves` yard moves, every event
 * with a note of `noteLength` characters. Aimed at storage limits (item size,
 * transaction size) that a small body never reaches.
 */
export function yardChainItinerary(yardMoves: number, noteLength: number) {
  const note = 'n'.repeat(noteLength);
  const event = (type: string, site: string) => ({ type, site: { id: site }, note });
  const move = (...events: ReturnType<typeof event>[]) => ({
    driver: { type: 'driver', id: 'D-1' },
    powerUnit: { id: 'T-10' },
    events,
  });
  return {
    moves: [
      move(event('hook-origin', '109'), event('drop-yard', 'Y-1')),
      ...Array.from({ length: yardMoves }, () => move(event('hook-yard', 'Y-1'), event('drop-yard', 'Y-1'))),
      move(event('hook-yard', 'Y-1'), event('drop-destination', '110')),
      {
        driver: { type: 'not routed', id: '' },
        events: [event('hook-empty', '110'), event('drop-empty', '109')],
      },
    ],
  };
}

// biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited as a client edits JSON
type Json = any;

/** A time a client could write: mostly valid, sometimes not. */
const timeValue = fc.oneof(
  { arbitrary: fc.constantFrom(...VALID_DATE_TIMES), weight: 4 },
  fc.constantFrom(...INVALID_DATES),
);
/** A note a client could write: odd Unicode included, half surrogate pairs too. */
const noteValue = fc.oneof(
  fc.constantFrom(...ODD_UNICODE, ...LONE_SURROGATES),
  hostileShortString,
  fc.string({ unit: 'binary', maxLength: 4_000 }),
);

/**
 * Edits a client makes to an itinerary it read: one event's note or times,
 * a move's assignee, or the order of moves and events. Most fit the schema;
 * the rules decide the rest.
 */
export function itineraryEdits(driverIds: readonly string[], { minLength = 1 } = {}) {
  const edit = fc.oneof(
    fc.record({ field: fc.constantFrom('note' as const), value: noteValue }),
    fc.record({ field: fc.constantFrom('arrived', 'departed', 'scheduled', 'start'), value: timeValue }),
    fc.record({
      field: fc.constant('assignee' as const),
      value: fc.constantFrom(...driverIds, 'D-404', 'CR-1'),
    }),
    fc.record({ field: fc.constantFrom('reverse moves', 'reverse events'), value: fc.constant('') }),
  );
  return fc.array(fc.tuple(fc.nat(), fc.nat(), edit), { minLength, maxLength: 3 });
}

type ItineraryEdit = ReturnType<typeof itineraryEdits> extends fc.Arbitrary<(infer E)[]> ? E : never;

/** A copy of the itinerary `base` with `edits` made to it (moves and events picked modulo their counts). */
export function applyItineraryEdits(base: Json, edits: readonly ItineraryEdit[]): Json {
  const body = structuredClone(base);
  for (const [moveIndex, eventIndex, { field, value }] of edits) {
    const move = body.moves[moveIndex % Math.max(1, body.moves.length)];
    const event = move?.events[eventIndex % Math.max(1, move.events.length)];
    if (!move || !event) continue;
    if (field === 'note') event.note = value;
    else if (field === 'start') event.appointment = { ...event.appointment, start: value };
    else if (field === 'assignee')
      move.driver = { type: value.startsWith('CR') ? 'carrier' : 'driver', id: value };
    else if (field === 'reverse moves') body.moves.reverse();
    else if (field === 'reverse events') move.events.reverse();
    else event[field] = value;
  }
  return body;
}

/** One of `bases` with `itineraryEdits` made to it. */
function editedItinerary(bases: readonly Json[], driverIds: readonly string[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...bases), itineraryEdits(driverIds))
    .map(([base, edits]) => applyItineraryEdits(base, edits));
}

/** Partial updates of a non-shipment event: any subset of its four fields, values valid or odd. */
const eventUpdate = fc.record(
  { arrived: timeValue, departed: timeValue, completed: fc.boolean(), note: noteValue },
  { requiredKeys: [] },
);

/** Text a careless or hostile client sends: half surrogate pairs as often as the rest. */
const oddText = fc.oneof(
  fc.constantFrom(...LONE_SURROGATES),
  fc.constantFrom(...ODD_UNICODE),
  hostileShortString,
);

/** A submission with one property set to an odd string, or one page of a page list. */
function editedSubmission(bases: readonly Json[]): fc.Arbitrary<unknown> {
  const property = fc.constantFrom(
    'entityId',
    'type',
    'bucket',
    'fileKey',
    'url',
    'submittedBy',
    'locationType',
  );
  return fc
    .tuple(fc.constantFrom(...bases), property, oddText, fc.boolean())
    .map(([base, name, value, asPageList]) => ({ ...base, [name]: asPageList ? [value, value] : value }));
}

/** Requires the small-data fixture to be loaded: its ids, bodies and one stored document and submission. */
export async function buildFuzzWorld(dataSet: DataSet): Promise<FuzzWorld> {
  await registerClient(FUZZ_CLIENT_ID, 'Fuzz client', SCOPE_NAMES);
  const dropBucket = process.env.DROP_BUCKET ?? '';
  const bucketSubmission = {
    context: 'SHIPMENT',
    entityId: '1001',
    type: 'BOL',
    bucket: dropBucket,
    fileKey: 'bol-1.pdf',
  };
  const submitted = await invoke('submitImage', { body: bucketSubmission });
  const submissionId = submitted.headers.location?.split('/').pop() ?? '';
  await putCurrentDocument({
    shipmentId: '1001',
    type: 'BOL',
    submissionId: 'fuzz-document',
    submittedAt: '2026-11-20T10:00:00.000Z',
    bucket: process.env.DOCUMENTS_BUCKET ?? '',
    fileKeys: ['documents/1001/BOL/fuzz-document/1'],
    contentTypes: ['application/pdf'],
  });

  const submissions = [
    bucketSubmission,
    { ...bucketSubmission, fileKey: ['bol-1.pdf', 'bol-2.pdf'], submittedBy: 'yard app' },
    {
      context: 'SHIPMENT',
      entityId: '1001',
      type: 'POD',
      locationType: 'url',
      url: ['https://documents.example/pod-1.pdf', 'http://8.8.8.8/pod-2.pdf'],
    },
  ];
  const itineraries = await Promise.all(
    ['1001', '1002'].map(
      async (shipmentId) => (await invoke('getItinerary', { pathParameters: { shipmentId } })).body,
    ),
  );
  const arrived = structuredClone(itineraries[0]);
  arrived.moves[0].events[0].arrived = '2026-11-23T08:05:00';
  // Shipments as GET shows them: sent back, a replacement; at an unknown id, a creation.
  const shipments = await Promise.all(
    ['1001', '1003'].map(
      async (shipmentId) => (await invoke('getShipment', { pathParameters: { shipmentId } })).body,
    ),
  );
  const { id: _, ...tendered } = { ...shipments[0], status: 'pending' };
  const eventIds = dataSet.nonShipmentMoves.flatMap((move) => move.events.map((event) => event.id ?? ''));
  const driverIds = dataSet.drivers.map((driver) => driver.id);
  const yardChains = fc
    .tuple(fc.integer({ min: 1, max: 97 }), fc.integer({ min: 0, max: 4_000 }))
    .map(([yardMoves, noteLength]) => yardChainItinerary(yardMoves, noteLength));

  return {
    ids: {
      shipmentId: [...dataSet.shipments.map((shipment) => shipment.id), '9999'],
      driverId: [...driverIds, 'D-404'],
      eventId: [...eventIds, 'NS-404'],
      customerId: dataSet.customers.map((customer) => customer.id),
      carrierId: dataSet.carriers.map((carrier) => carrier.id),
      siteId: dataSet.sites.map((site) => site.id),
      yardId: dataSet.yards.map((yard) => yard.id),
      crossDockId: ['X-404'],
      tractorId: dataSet.tractors.map((tractor) => tractor.id),
      submissionId: [submissionId, 'no-such-submission'],
    },
    driverIds,
    validBodies: {
      putShipment: [...shipments, tendered],
      putItinerary: [...itineraries, arrived],
      previewItinerary: [...itineraries, arrived],
      putNonShipmentEvent: [
        { arrived: '2026-11-23T06:05:00' },
        { arrived: '2026-11-23T06:05:00', departed: '2026-11-23T06:20:00' },
        { note: 'Gate 2' },
        { completed: true },
        {},
      ],
      submitImage: submissions,
    },
    editedBodies: {
      putItinerary: editedItinerary([...itineraries, arrived], driverIds),
      previewItinerary: editedItinerary([...itineraries, arrived], driverIds),
      putNonShipmentEvent: eventUpdate,
      submitImage: editedSubmission(submissions),
    },
    largeBodies: {
      putItinerary: yardChains,
      previewItinerary: yardChains,
    },
  };
}
