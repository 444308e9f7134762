import { setTimeout as sleep } from 'node:timers/promises';
import { handlerOf, invoke, type TestResponse } from '../../support/invoke';

/** One request of the workload and what came back, with when it started and ended (ms since epoch). */
export interface Outcome {
  operation: 'get itinerary' | 'put itinerary' | 'put event' | 'submit document';
  shipmentId?: string;
  ifMatch?: string;
  response: TestResponse;
  started: number;
  ended: number;
}

export interface WriteWorkload {
  outcomes: Outcome[];
  /** What made a client give up: a request that threw instead of answering (none expected). */
  crashes: unknown[];
  /** Stops issuing requests and waits for those under way. */
  stop(): Promise<void>;
}

async function timed(
  operation: Outcome['operation'],
  send: () => Promise<TestResponse>,
  extra: Partial<Outcome> = {},
): Promise<Outcome> {
  const started = Date.now();
  const response = await send();
  return { operation, response, started, ended: Date.now(), ...extra };
}

/**
 * One client's step: an itinerary edit (a note, or assigning and unassigning
 * the empty-return move, which adds and removes plan entries and equipment
 * uses in the same transaction), a non-shipment event update, or a document
 * submission. Itinerary edits read first and send If-Match half of the time.
 */
async function step(client: number, turn: number, record: (outcome: Outcome) => void): Promise<void> {
  const kind = (client + turn) % 4;
  if (kind === 2) {
    record(
      await timed('put event', () =>
        invoke('putNonShipmentEvent', {
          pathParameters: { driverId: 'D-1', eventId: 'NS-1' },
          body: { note: `client ${client} turn ${turn}` },
        }),
      ),
    );
    return;
  }
  if (kind === 3) {
    record(
      await timed('submit document', () =>
        invoke('submitImage', {
          body: {
            context: 'SHIPMENT',
            entityId: '1001',
            type: 'POD',
            bucket: process.env.DROP_BUCKET,
            fileKey: 'pod.pdf',
          },
        }),
      ),
    );
    return;
  }
  const shipmentId = '1001';
  const read = await timed('get itinerary', () => invoke('getItinerary', { pathParameters: { shipmentId } }));
  record(read);
  if (read.response.status !== 200) return;
  const body = read.response.body;
  if (kind === 0) body.moves[0].events[0].note = `client ${client} turn ${turn}`;
  else {
    const assigned = body.moves[1].driver.type === 'driver';
    body.moves[1].driver = assigned ? { type: 'not routed', id: '' } : { type: 'driver', id: 'D-2' };
  }
  const ifMatch = turn % 2 === 0 ? read.response.headers.etag : undefined;
  record(
    await timed(
      'put itinerary',
      () =>
        invoke('putItinerary', {
          pathParameters: { shipmentId },
          body,
          ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
        }),
      { shipmentId, ...(ifMatch ? { ifMatch } : {}) },
    ),
  );
}

/**
 * `clients` concurrent clients, each writing in a loop with a short pause,
 * through the real handlers, until stopped. Requires the small-data fixture
 * and a `pod.pdf` in the drop bucket.
 */
export async function startWriteWorkload(clients: number, pauseMs = 20): Promise<WriteWorkload> {
  // Loaded one at a time first, like warm functions: jest's module loader mishandles concurrent first imports.
  for (const id of ['getItinerary', 'putItinerary', 'putNonShipmentEvent', 'submitImage'] as const) {
    await handlerOf(id);
  }
  const outcomes: Outcome[] = [];
  const crashes: unknown[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    try {
      for (let turn = 0; running; turn += 1) {
        await step(client, turn, (outcome) => outcomes.push(outcome));
        await sleep(pauseMs);
      }
    } catch (error) {
      crashes.push(error);
    }
  });
  return {
    outcomes,
    crashes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
