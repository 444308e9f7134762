import { fileTypeFromBuffer } from 'file-type';
import type { DataSet, ItineraryEvent, Move } from '#shared/domain/types';
import { readDataFile } from '#tools/data-file/parse';

/**
 * The demo data set is what `npm start` serves: it must load, cover every
 * shipment type and move state, and be coherent, so that demos of the
 * validation rules fail only where a scenario is meant to.
 */
let demo: DataSet;

beforeAll(async () => {
  const result = await readDataFile('data/demo.json');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  demo = result.dataSet;
});

const shipmentMoves = () =>
  demo.shipments.flatMap((shipment) => shipment.itinerary.moves.map((move) => ({ shipment, move })));
const isPlaceholder = (event: ItineraryEvent) => event.type.endsWith('-non-routed');
/** Not expired on `date` (an expiry on the day itself still counts). */
const validOn = (expires: string, date: string) => expires !== '' && expires >= date;

test('it has several shipments of each type, and the locked statuses', () => {
  const count = (type: string) => demo.shipments.filter((shipment) => shipment.type === type).length;
  for (const type of ['import', 'export', 'oneway', 'intermodal-oneway'])
    expect(count(type)).toBeGreaterThanOrEqual(3);
  const statuses = new Set(demo.shipments.map((shipment) => shipment.status));
  expect([...statuses].sort()).toEqual(['accepted', 'cancelled', 'declined', 'pending', 'template']);
  expect(demo.shipments.some((shipment) => shipment.hazmat)).toBe(true);
  expect(new Set(demo.shipments.map((shipment) => shipment.createdAt)).size).toBe(demo.shipments.length);
});

test('moves are in every state, for drivers, carriers and nobody', () => {
  const moves = shipmentMoves().map(({ move }) => move);
  expect(new Set(moves.map((move) => move.status))).toEqual(
    new Set(['pending', 'accepted', 'rejected', 'progress', 'completed']),
  );
  expect(new Set(moves.map((move) => move.driver.type))).toEqual(
    new Set(['driver', 'carrier', 'not routed']),
  );
  expect(moves.some((move) => move.status === 'pending' && move.driver.type === 'driver')).toBe(true);
  expect(demo.nonShipmentMoves.length).toBeGreaterThanOrEqual(6);
  expect(new Set(demo.nonShipmentMoves.map((move) => move.status))).toEqual(
    new Set(['pending', 'completed']),
  );
});

test('statuses and completion agree with the events, as the service derives them', () => {
  const moves: (Pick<Move, 'status' | 'events'> & { driver?: Move['driver'] })[] = [
    ...shipmentMoves().map(({ move }) => move),
    ...demo.nonShipmentMoves,
  ];
  for (const move of moves) {
    const real = move.events.filter((event) => !isPlaceholder(event));
    for (const event of move.events) {
      expect(event.completed).toBe(event.departed !== '' || isPlaceholder(event));
      if (event.departed) expect(event.arrived).not.toBe('');
    }
    const allDeparted = real.every((event) => event.departed !== '');
    const anyArrived = real.some((event) => event.arrived !== '');
    const expected = allDeparted ? 'completed' : anyArrived ? 'progress' : undefined;
    if (expected) expect(move.status).toBe(expected);
    else expect(['pending', 'accepted', 'rejected']).toContain(move.status);
    if (move.driver?.type === 'not routed') {
      expect(move.status).toBe('pending');
      expect(real.every((event) => event.scheduled === '' && event.arrived === '')).toBe(true);
    }
  }
});

test('drivers and carriers on moves meet the requirements on the planned date', () => {
  for (const { shipment, move } of shipmentMoves()) {
    const at = `${shipment.id} on ${move.plannedDate}`;
    if (move.driver.type === 'driver') {
      const driver = demo.drivers.find((candidate) => candidate.id === move.driver.id)!;
      expect([at, validOn(driver.licenseExpires, move.plannedDate)]).toEqual([at, true]);
      expect([at, validOn(driver.medicalExpires, move.plannedDate)]).toEqual([at, true]);
      if (shipment.hazmat) expect([at, validOn(driver.hazmatExpires, move.plannedDate)]).toEqual([at, true]);
    }
    if (move.driver.type === 'carrier') {
      const carrier = demo.carriers.find((candidate) => candidate.id === move.driver.id)!;
      const papers = [
        ...carrier.certifications.map((certification) => certification.expires),
        ...Object.values(carrier.insurance),
        ...(shipment.hazmat ? [carrier.hazmatExpires] : []),
      ];
      expect([at, carrier.contractSigned, carrier.federalId !== '']).toEqual([at, true, true]);
      expect([at, papers.every((expires) => validOn(expires, move.plannedDate))]).toEqual([at, true]);
    }
  }
});

test('master data includes papers that fail, for validation demos', () => {
  const today = '2026-11-22';
  expect(demo.drivers.some((driver) => !validOn(driver.licenseExpires, today))).toBe(true);
  expect(demo.drivers.some((driver) => !validOn(driver.medicalExpires, today))).toBe(true);
  expect(demo.drivers.some((driver) => driver.hazmatExpires === '')).toBe(true);
  expect(demo.carriers.some((carrier) => !carrier.contractSigned)).toBe(true);
  expect(
    demo.carriers.some((carrier) => Object.values(carrier.insurance).some((d) => !validOn(d, today))),
  ).toBe(true);
  expect(demo.carriers.some((carrier) => validOn(carrier.hazmatExpires, today))).toBe(true);
});

test('a street turn: an import ends with drop-non-routed and an export starts with hook-non-routed', () => {
  const lastEventTypes = (type: string) =>
    demo.shipments
      .filter((shipment) => shipment.type === type)
      .map((shipment) => shipment.itinerary.moves.at(type === 'import' ? -1 : 0)?.events);
  expect(lastEventTypes('import').some((events) => events?.at(-1)?.type === 'drop-non-routed')).toBe(true);
  expect(lastEventTypes('export').some((events) => events?.[0]?.type === 'hook-non-routed')).toBe(true);
});

test('stored documents are small real files, in every accepted format, one with two pages', async () => {
  const detected = await Promise.all(
    demo.documents.flatMap((document) =>
      document.pages.map(async (page) => [page.contentType, (await fileTypeFromBuffer(page.content))?.mime]),
    ),
  );
  for (const [declared, sniffed] of detected) expect(sniffed).toBe(declared);
  expect(new Set(detected.map(([declared]) => declared))).toEqual(
    new Set(['image/tiff', 'application/pdf', 'image/png', 'image/jpeg']),
  );
  expect(demo.documents.some((document) => document.type === 'POD' && document.pages.length === 2)).toBe(
    true,
  );
  for (const document of demo.documents) {
    for (const page of document.pages) expect(page.content.length).toBeLessThan(2048);
  }
});
