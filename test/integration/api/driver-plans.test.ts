import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

beforeAll(async () => {
  await seededStore('small-data.json');
});

const plans = (driverId: string, query = '', as?: { driver: string }) =>
  invoke('getDriverPlans', { pathParameters: { driverId }, query, ...(as ? { as } : {}) });

const updateEvent = (driverId: string, eventId: string, body: unknown, as?: { driver: string }) =>
  invoke('putNonShipmentEvent', { pathParameters: { driverId, eventId }, body, ...(as ? { as } : {}) });

describe('GET /drivers/{driverId}/plans', () => {
  test('shipment and non-shipment moves in plan order, in the spec shape', async () => {
    const res = await plans('D-1', 'startDate=2026-11-23&endDate=2026-11-23');
    expect(res.status).toBe(200);
    expect(res.body.self).toBe('/drivers/D-1/plans?startDate=2026-11-23&endDate=2026-11-23');
    expect(res.body.driver).toEqual({ id: 'D-1', href: '/drivers/D-1', type: 'driver' });
    const [trip, shipmentMove] = res.body.items;
    expect(trip.shipment).toEqual({ id: '', href: '', orderNumber: '' });
    expect(trip.events.map((e: { id: string }) => e.id)).toEqual(['NS-1', 'NS-2']);
    expect(trip.events[0].site).toMatchObject({
      id: 'Y-1',
      href: '/locations/yards/Y-1',
      name: 'North Yard',
    });
    expect(shipmentMove).toMatchObject({
      shipment: { id: '1001', href: '/shipments/1001', orderNumber: 'ORD-1001' },
      plannedDate: '2026-11-23',
      powerUnit: { id: 'T-10', href: '/equipment/tractors/T-10' },
      status: 'pending',
    });
    expect(shipmentMove.events[0]).not.toHaveProperty('id');
  });

  test('the date range bounds the moves', async () => {
    expect((await plans('D-1', 'startDate=2026-11-24')).body.items).toEqual([]);
    expect((await plans('D-1', 'startDate=2026-11-01&endDate=2026-11-22')).body.items).toEqual([]);
  });

  test.each([
    ['endDate without startDate', 'endDate=2026-11-23'],
    ['startDate after endDate', 'startDate=2026-11-24&endDate=2026-11-23'],
    ['a date not YYYY-MM-DD', 'startDate=23/11/2026'],
    ['an impossible date', 'startDate=2026-02-30'],
  ])('%s is 400', async (_, query) => {
    const res = await plans('D-1', query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, description: 'Bad Request' });
  });

  test('an unknown driver is 404; another driver’s plan is 403', async () => {
    expect((await plans('D-404', 'startDate=2026-11-01')).status).toBe(404);
    expect((await plans('D-1', 'startDate=2026-11-23', { driver: 'D-2' })).status).toBe(403);
    expect((await plans('D-1', 'startDate=2026-11-23', { driver: 'D-1' })).status).toBe(200);
  });

  test('assigning a move through the itinerary puts it in the driver’s plan', async () => {
    const itinerary = await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
    const body = itinerary.body;
    body.moves[1].driver = { type: 'driver', id: 'D-2' };
    body.moves[1].events[0].appointment = {
      start: '2026-11-24T09:00:00',
      end: '2026-11-24T11:00:00',
      number: '',
    };
    const put = await invoke('putItinerary', { pathParameters: { shipmentId: '1001' }, body });
    expect(put.status).toBe(200);
    expect(put.body.moves[1].plannedDate).toBe('2026-11-24');
    const plan = await plans('D-2', 'startDate=2026-11-24');
    expect(plan.body.items).toHaveLength(1);
    expect(plan.body.items[0].shipment.id).toBe('1001');
  });
});

describe('PUT /drivers/{driverId}/non-shipment-events/{eventId}', () => {
  test('arrival starts the move, departure completes the event, the last departure completes the move', async () => {
    const arrived = await updateEvent('D-1', 'NS-1', { arrived: '2026-11-23T06:02:00' }, { driver: 'D-1' });
    expect(arrived.status).toBe(200);
    expect(arrived.body).toMatchObject({
      id: 'NS-1',
      type: 'ns-new-trip',
      arrived: '2026-11-23T06:02:00',
      completed: false,
    });
    const progress = await plans('D-1', 'startDate=2026-11-23&endDate=2026-11-23');
    expect(progress.body.items[0].status).toBe('progress');

    const departed = await updateEvent('D-1', 'NS-1', { departed: '2026-11-23T06:10:00', note: 'ok' });
    expect(departed.body).toMatchObject({ departed: '2026-11-23T06:10:00', completed: true, note: 'ok' });
    await updateEvent('D-1', 'NS-2', { arrived: '2026-11-23T06:20:00', departed: '2026-11-23T06:40:00' });
    const done = await plans('D-1', 'startDate=2026-11-23&endDate=2026-11-23');
    expect(done.body.items[0].status).toBe('completed');
  });

  test('rule violations are 400 with failure messages', async () => {
    const res = await updateEvent('D-1', 'NS-2', { departed: '2026-11-23T06:00:00' });
    expect(res.status).toBe(400);
    expect(res.body.data.failure_messages).toContain('Events that are completed cannot be changed.');
  });

  test('unknown events and other drivers’ events are 404 / 403', async () => {
    expect((await updateEvent('D-1', 'NS-404', { note: 'x' })).status).toBe(404);
    expect((await updateEvent('D-2', 'NS-1', { note: 'x' })).status).toBe(404);
    expect((await updateEvent('D-1', 'NS-1', { note: 'x' }, { driver: 'D-2' })).status).toBe(403);
  });

  test('a malformed body is 400 naming the property', async () => {
    const res = await updateEvent('D-1', 'NS-1', { arrived: 'yesterday' });
    expect(res.status).toBe(400);
    expect(res.body.data.prop_name).toBe('arrived');
  });
});
