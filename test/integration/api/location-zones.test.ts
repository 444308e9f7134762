import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

/**
 * The zones data set's TMS is on Chicago time; its locations are in New Buffalo MI
 * (Eastern, from the ZIP code), Michigan City IN and Chicago (Central), and Denver
 * (Mountain: one stated in the file, one from the ZIP code).
 */
beforeAll(async () => {
  await seededStore('zones-data.json');
});

const OUT_OF_ORDER =
  'Appointment dates/times should be in order for all events that are being scheduled for a driver.';
const appointment = (start: string) => ({ start, end: '', number: '' });

const getItinerary = (shipmentId: string) => invoke('getItinerary', { pathParameters: { shipmentId } });
// biome-ignore lint/suspicious/noExplicitAny: itinerary bodies are edited freely, as a client would
const putItinerary = (shipmentId: string, body: any) =>
  invoke('putItinerary', { pathParameters: { shipmentId }, body });

test("every location's GET shows its IANA zone, stored at import", async () => {
  const zoneOf = async (route: 'getSite' | 'getYard', id: string) => {
    const parameter = route === 'getSite' ? 'siteId' : 'yardId';
    const { status, body } = await invoke(route, { pathParameters: { [parameter]: id } });
    expect(status).toBe(200);
    return body.timeZone;
  };
  expect(await zoneOf('getYard', 'NB')).toBe('America/Detroit');
  expect(await zoneOf('getSite', 'MC')).toBe('America/Chicago');
  expect(await zoneOf('getSite', 'DEN')).toBe('America/Denver');
  expect(await zoneOf('getSite', 'DEN-DC')).toBe('America/Denver');
});

test('New Buffalo (Eastern) 11:00 to Michigan City (Central) 10:20 local, twenty minutes later: accepted as sent', async () => {
  const { body } = await getItinerary('5001');
  const [hookYard, dropDestination] = body.moves[1].events;
  Object.assign(hookYard, { arrived: '2026-12-01T10:45:00', departed: '2026-12-01T11:00:00' });
  Object.assign(dropDestination, {
    appointment: appointment('2026-12-01T10:20:00'),
    arrived: '2026-12-01T10:20:00',
  });
  const res = await putItinerary('5001', body);
  expect(res.body.data?.failure_messages ?? res.status).toBe(200);
  const stored = res.body.moves[1].events;
  expect(stored[0]).toMatchObject({ departed: '2026-12-01T11:00:00', site: { timeZone: 'America/Detroit' } });
  expect(stored[1]).toMatchObject({
    appointment: { start: '2026-12-01T10:20:00' },
    arrived: '2026-12-01T10:20:00',
    site: { id: 'MC', timeZone: 'America/Chicago' },
  });
});

test('Michigan City (Central) 10:40 to New Buffalo (Eastern) 11:20 local, twenty minutes earlier: refused', async () => {
  const { body } = await getItinerary('5002');
  const [hookOrigin, dropYard] = body.moves[0].events;
  Object.assign(hookOrigin, { arrived: '2026-12-02T10:30:00', departed: '2026-12-02T10:40:00' });
  dropYard.appointment = appointment('2026-12-02T11:20:00');
  const refused = await putItinerary('5002', body);
  expect(refused.status).toBe(400);
  expect(refused.body.data.failure_messages).toEqual([OUT_OF_ORDER]);

  // 11:50 in New Buffalo is 10:50 in Michigan City: after the departure.
  dropYard.appointment = appointment('2026-12-02T11:50:00');
  const accepted = await putItinerary('5002', body);
  expect(accepted.body.data?.failure_messages ?? accepted.status).toBe(200);
});

test('Chicago 10:00 then Denver 09:30 the same day is in order: 16:00Z, then 16:30Z', async () => {
  const { body } = await getItinerary('5003');
  const [hookOrigin, dropDestination] = body.moves[0].events;
  hookOrigin.appointment = appointment('2026-12-04T10:00:00');
  dropDestination.appointment = appointment('2026-12-04T08:30:00');
  const refused = await putItinerary('5003', body);
  expect(refused.body.data?.failure_messages).toEqual([OUT_OF_ORDER]);
  dropDestination.appointment = appointment('2026-12-04T09:30:00');
  const accepted = await putItinerary('5003', body);
  expect(accepted.body.data?.failure_messages ?? accepted.status).toBe(200);
});

test("the driver's Denver appointment on another shipment is placed by its own zone", async () => {
  // Driver D-2 is due in Denver at 09:30 Mountain (10:30 Central) on shipment 5004.
  const { body } = await getItinerary('5005');
  const [hookOrigin, dropDestination] = body.moves[0].events;
  hookOrigin.appointment = appointment('2026-12-01T10:00:00');
  dropDestination.appointment = appointment('2026-12-01T11:00:00');
  const refused = await putItinerary('5005', body);
  expect(refused.body.data?.failure_messages).toEqual([OUT_OF_ORDER]);

  hookOrigin.appointment = appointment('2026-12-01T09:00:00');
  dropDestination.appointment = appointment('2026-12-01T10:15:00');
  const accepted = await putItinerary('5005', body);
  expect(accepted.body.data?.failure_messages ?? accepted.status).toBe(200);
});

test("a non-shipment event's times are read in its location's zone, and kept as sent", async () => {
  const update = (body: unknown) =>
    invoke('putNonShipmentEvent', { pathParameters: { driverId: 'D-2', eventId: 'NS-NB-1' }, body });
  // 10:00 in New Buffalo is 15:00Z: a departure at 15:30Z is after it (read on Chicago time, 16:00Z, it was not).
  const res = await update({ arrived: '2026-12-03T10:00:00', departed: '2026-12-03T15:30:00Z' });
  expect(res.body.data?.failure_messages ?? res.status).toBe(200);
  expect(res.body).toMatchObject({
    arrived: '2026-12-03T10:00:00',
    departed: '2026-12-03T15:30:00Z',
    site: { id: 'NB', timeZone: 'America/Detroit' },
  });
  const refused = await update({ departed: '2026-12-03T14:30:00Z' });
  expect(refused.status).toBe(400);
  expect(refused.body.data.failure_messages).toEqual(['The departure cannot be earlier than the arrival.']);
});
