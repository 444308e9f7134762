import { type LocalApi, startLocalApi } from '../support/local-api';
import { expectSpecErrorBody } from '../support/response-checks';
import { snapshotTable } from '../support/table-snapshot';
import { type ApiAnswer, apiCall } from './support/api-call';

/**
 * Every driver of the demo data, with its own token, aimed at everything of
 * every other driver over HTTP: plans, non-shipment events, the itineraries
 * (read, replaced or previewed), documents and submissions of shipments with
 * no move assigned to it, and the dispatcher's collections. Each is refused
 * (403, or 404 where the spec lets an unknown and a foreign resource look
 * alike), and nothing is stored.
 */

interface Ownership {
  drivers: string[];
  /** Shipment ids by the driver ids assigned to one of their moves. */
  shipmentsOf: Map<string, Set<string>>;
  shipments: string[];
  /** Non-shipment event ids by driver. */
  eventsOf: Map<string, string[]>;
  /** A submission id of each shipment. */
  submissionOf: Map<string, string>;
  /** Each shipment's itinerary as GET gives it, to PUT back. */
  itineraryOf: Map<string, unknown>;
}

let api: LocalApi;
let dispatcher: string;
let ownership: Ownership;
let requestsRefused = 0;

/** Attempts at a request answered 503 (the store was slow on a loaded machine), as a client honouring it retries. */
const ATTEMPTS_AFTER_UNAVAILABLE = 3;

async function call(method: string, path: string, options: Parameters<typeof apiCall>[3] = {}) {
  for (let attempt = 1; ; attempt++) {
    const answer = await apiCall(api.port, method, path, options);
    if (answer.status !== 503 || attempt === ATTEMPTS_AFTER_UNAVAILABLE) return answer;
    await new Promise((pause) => setTimeout(pause, 200 * attempt));
  }
}

/** Who owns what, as a dispatcher reads it through the API. */
async function readOwnership(): Promise<Ownership> {
  const token = { token: dispatcher };
  const drivers = (await call('GET', '/drivers?limit=1000', token)).body.items.map(
    (d: { id: string }) => d.id,
  );
  const shipments = (await call('GET', '/shipments?limit=1000', token)).body.items.map(
    (s: { id: string }) => s.id,
  );
  const shipmentsOf = new Map<string, Set<string>>(drivers.map((id: string) => [id, new Set<string>()]));
  const submissionOf = new Map<string, string>();
  const itineraryOf = new Map<string, unknown>();
  for (const shipmentId of shipments) {
    const { body } = await call('GET', `/shipments/${shipmentId}/itinerary`, token);
    itineraryOf.set(shipmentId, body);
    for (const move of body.moves) {
      if (move.driver.type === 'driver') shipmentsOf.get(move.driver.id)?.add(shipmentId);
    }
    const submitted = await call('POST', '/images', {
      ...token,
      body: {
        context: 'SHIPMENT',
        entityId: shipmentId,
        type: 'BOL',
        bucket: process.env.DROP_BUCKET,
        fileKey: 'x.pdf',
      },
    });
    submissionOf.set(shipmentId, submitted.headers.location?.split('/').pop() ?? '');
  }
  const eventsOf = new Map<string, string[]>();
  for (const driverId of drivers) {
    const plan = await call('GET', `/drivers/${driverId}/plans?startDate=2000-01-01`, token);
    const ids = plan.body.items.flatMap((move: { events: { id?: string }[] }) =>
      move.events.flatMap((event) => (event.id ? [event.id] : [])),
    );
    eventsOf.set(driverId, ids);
  }
  return { drivers, shipmentsOf, shipments, eventsOf, submissionOf, itineraryOf };
}

beforeAll(async () => {
  api = await startLocalApi('data/demo.json');
  dispatcher = await api.token({ role: 'dispatcher' });
  ownership = await readOwnership();
}, 60_000);

afterAll(async () => {
  await api.close();
  console.info(`Driver isolation: ${requestsRefused} requests aimed at other drivers' data, all refused`);
});

function expectRefused(what: string, answer: ApiAnswer, allowed: number[] = [403]): void {
  requestsRefused += 1;
  // The answer's status and body are in the expectation, so a request not refused says what it got instead.
  const received = { what, refused: allowed.includes(answer.status) };
  expect(received.refused ? received : { ...received, status: answer.status, body: answer.body }).toEqual({
    what,
    refused: true,
  });
  expectSpecErrorBody(answer.status, answer.body);
}

test('the data set gives the test something to refuse and something to allow', () => {
  expect(ownership.drivers.length).toBeGreaterThan(3);
  expect([...ownership.shipmentsOf.values()].some((owned) => owned.size > 0)).toBe(true);
  expect([...ownership.eventsOf.values()].some((events) => events.length > 0)).toBe(true);
});

test('a driver reaches nothing of another driver, and changes nothing trying', async () => {
  const before = await snapshotTable();
  for (const driverId of ownership.drivers) {
    const token = await api.token({ role: 'driver', driverId });
    const own = ownership.shipmentsOf.get(driverId) ?? new Set<string>();
    const as = { token };

    // Its own record, plan and shipments, to show the token works.
    const record = await call('GET', `/drivers/${driverId}`, as);
    expect([record.status, record.body.id]).toEqual([200, driverId]);
    expect((await call('GET', `/drivers/${driverId}/plans?startDate=2000-01-01`, as)).status).toBe(200);
    for (const shipmentId of own) {
      expect((await call('GET', `/shipments/${shipmentId}/itinerary`, as)).status).toBe(200);
      expect((await call('GET', `/shipments/${shipmentId}`, as)).status).toBe(200);
    }

    // Everything of the others, sent at once: each must be refused whatever the order.
    const attempts: [string, Promise<ApiAnswer>, number[]?][] = [];
    for (const other of ownership.drivers.filter((id) => id !== driverId)) {
      attempts.push(
        [`${driverId} → plan of ${other}`, call('GET', `/drivers/${other}/plans`, as)],
        [`${driverId} → record of ${other}`, call('GET', `/drivers/${other}`, as)],
      );
      for (const eventId of ownership.eventsOf.get(other) ?? []) {
        // docs/api-behaviour.md: 404 when the event does not exist or belongs to another driver, else 403.
        const path = `/drivers/${other}/non-shipment-events/${eventId}`;
        attempts.push([
          `${driverId} → event ${eventId} of ${other}`,
          call('PUT', path, { ...as, body: { note: 'x' } }),
          [403, 404],
        ]);
      }
    }
    for (const shipmentId of ownership.shipments.filter((id) => !own.has(id))) {
      const itinerary = `/shipments/${shipmentId}/itinerary`;
      const submission = {
        context: 'SHIPMENT',
        entityId: shipmentId,
        type: 'POD',
        bucket: process.env.DROP_BUCKET,
        fileKey: 'y.pdf',
      };
      attempts.push(
        [`${driverId} → GET ${itinerary}`, call('GET', itinerary, as)],
        [`${driverId} → GET shipment ${shipmentId}`, call('GET', `/shipments/${shipmentId}`, as)],
        [
          `${driverId} → PUT ${itinerary}`,
          call('PUT', itinerary, { ...as, body: ownership.itineraryOf.get(shipmentId) }),
        ],
        [
          `${driverId} → POST ${itinerary}/preview`,
          call('POST', `${itinerary}/preview`, { ...as, body: ownership.itineraryOf.get(shipmentId) }),
        ],
        [`${driverId} → images of ${shipmentId}`, call('GET', `/shipments/${shipmentId}/images`, as)],
        [
          `${driverId} → a document of ${shipmentId}`,
          call('GET', `/images?context=SHIPMENT&entityId=${shipmentId}&type=BOL&locationType=url`, as),
        ],
        [
          `${driverId} → a submission for ${shipmentId}`,
          call('POST', '/images', { ...as, body: submission }),
        ],
        [
          `${driverId} → submission of ${shipmentId}`,
          call('GET', `/images/submissions/${ownership.submissionOf.get(shipmentId)}`, as),
        ],
      );
    }
    for (const path of ['/shipments', '/drivers', '/customers', '/drivers/NO-SUCH-DRIVER']) {
      attempts.push([`${driverId} → ${path}`, call('GET', path, as)]);
    }
    // Every answer in before any is judged: a failed expectation must not leave requests in flight.
    const answers = await Promise.all(attempts.map(([, answer]) => answer));
    for (const [index, [what, , allowed]] of attempts.entries()) {
      expectRefused(what, answers[index] as ApiAnswer, allowed);
    }
  }
  expect(await snapshotTable()).toEqual(before);
}, 120_000);
