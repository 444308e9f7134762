import { invoke } from '../../support/invoke';
import { seededStore } from '../../support/seed';

beforeAll(async () => {
  await seededStore('small-data.json');
});

describe('collections', () => {
  test('pages through drivers with the spec links', async () => {
    const first = await invoke('listDrivers', { query: 'limit=1' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      self: '/drivers?limit=1',
      next: '/drivers?limit=1&offset=1',
      items: [expect.objectContaining({ id: 'D-1', self: '/drivers/D-1', name: 'Ana Ruiz' })],
    });
    const last = await invoke('listDrivers', { query: 'limit=1&offset=1' });
    expect(last.body.next).toBe('');
    expect(last.body.previous).toBe('/drivers?limit=1&offset=0');
    expect(last.body.items.map((d: { id: string }) => d.id)).toEqual(['D-2']);
  });

  test('uses the settings page size when limit is omitted, and is empty past the end', async () => {
    const page = await invoke('listSites');
    expect(page.body.items).toHaveLength(2);
    expect(page.body.next).toBe('/locations/sites?limit=2&offset=2');
    const beyond = await invoke('listSites', { query: 'offset=50' });
    expect(beyond.body).toMatchObject({
      items: [],
      next: '',
      previous: '/locations/sites?limit=2&offset=48',
    });
  });

  test('lists shipments newest first', async () => {
    const page = await invoke('listShipments', { query: 'limit=10' });
    expect(page.body.items.map((s: { id: string }) => s.id)).toEqual(['1002', '1003', '1001']);
    expect(page.body.items[0]).toMatchObject({
      self: '/shipments/1002',
      itinerary: { href: '/shipments/1002/itinerary' },
    });
  });

  test.each([
    'limit=0',
    'limit=1001',
    'limit=abc',
    'offset=-1',
    'offset=1.5',
    'limit=',
    'offset=2147483648',
    'offset=99999999999999999999',
  ])('refuses %s with 400', async (query) => {
    const res = await invoke('listCustomers', { query });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      description: 'Bad Request',
      data: { object_name: 'PageQuery' },
    });
  });

  test('the highest offset, 2^31 - 1, is an empty page; one more names offset', async () => {
    const farthest = await invoke('listShipments', { query: 'offset=2147483647' });
    expect(farthest.status).toBe(200);
    expect(farthest.body.items).toEqual([]);
    const beyond = await invoke('listShipments', { query: 'offset=2147483648' });
    expect(beyond.status).toBe(400);
    expect(JSON.stringify(beyond.body)).toContain('offset');
  });

  test('each item is readable at its self', async () => {
    const yard = await invoke('getYard', { pathParameters: { yardId: 'Y-1' } });
    expect(yard.body).toMatchObject({ id: 'Y-1', self: '/locations/yards/Y-1', name: 'North Yard' });
    const missing = await invoke('getCarrier', { pathParameters: { carrierId: 'nope' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      status: 404,
      description: 'Not Found',
      data: { uri: '/carriers/nope' },
      message: 'Resource at /carriers/nope not found',
    });
  });

  test('collections are for dispatchers', async () => {
    expect((await invoke('listShipments', { as: { driver: 'D-1' } })).status).toBe(403);
    expect((await invoke('listShipments', { as: 'anonymous' })).status).toBe(401);
  });
});

describe('GET /shipments/{id}/itinerary', () => {
  test('returns the spec shape with hrefs, site details and empty strings for unset values', async () => {
    const res = await invoke('getItinerary', { pathParameters: { shipmentId: '1001' } });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toMatch(/^"\d+"$/);
    expect(res.body).toMatchObject({
      id: '1001',
      self: '/shipments/1001/itinerary',
      shipment: { id: '1001', href: '/shipments/1001', orderNumber: 'ORD-1001' },
    });
    const [assigned, unassigned] = res.body.moves;
    expect(assigned).toMatchObject({
      driver: { id: 'D-1', href: '/drivers/D-1', type: 'driver' },
      plannedDate: '2026-11-23',
      powerUnit: { id: 'T-10', href: '/equipment/tractors/T-10' },
      status: 'pending',
      hint: '',
    });
    expect(assigned.events[0]).toEqual({
      type: 'hook-origin',
      site: {
        id: '109',
        href: '/locations/sites/109',
        name: 'Port Terminal 3',
        address1: '1 Dock Rd',
        city: 'Houston',
        state: 'TX',
        zip: '77029',
        country: 'US',
        signatureRequired: false,
        timeZone: 'America/Chicago',
      },
      scheduled: '2026-11-23T08:00:00',
      appointment: { start: '2026-11-23T08:00:00', end: '2026-11-23T10:00:00', number: 'A77' },
      arrived: '',
      departed: '',
      completed: false,
      note: '',
    });
    expect(unassigned).toMatchObject({
      driver: { id: '', href: '', type: 'not routed' },
      powerUnit: { id: '', href: '' },
      status: 'pending',
    });
    expect(unassigned.events[1]).toMatchObject({
      scheduled: '',
      arrived: '',
      departed: '',
      completed: false,
    });
  });

  test('a driver reads itineraries of its own shipments only', async () => {
    expect(
      (await invoke('getItinerary', { pathParameters: { shipmentId: '1001' }, as: { driver: 'D-1' } }))
        .status,
    ).toBe(200);
    expect(
      (await invoke('getItinerary', { pathParameters: { shipmentId: '1001' }, as: { driver: 'D-2' } }))
        .status,
    ).toBe(403);
  });

  test('404 for an unknown shipment', async () => {
    const res = await invoke('getItinerary', { pathParameters: { shipmentId: '9999' } });
    expect(res.status).toBe(404);
    expect(res.body.data.uri).toBe('/shipments/9999/itinerary');
  });
});
