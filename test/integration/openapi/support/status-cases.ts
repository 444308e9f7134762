import { randomUUID } from 'node:crypto';
import { appendToFeed } from '#shared/feed/store';
import { type RouteId, routeList, routes } from '#shared/route-table';
import type { RouteDefinition } from '#shared/routing/route';
import type { TokenSubject } from '#tools/dev-server/local-tokens';
import { type Answer, type CallOptions, httpCall } from '../../../support/http-call';
import { httpMessage, rawRequest } from '../../../support/raw-http';

/** Where the cases send their requests: the local server, or a proxy in front of it. */
export interface Target {
  base: string;
  /** The local server's own port, for requests only a raw socket can send. */
  serverPort: number;
  token(subject: TokenSubject): Promise<string>;
}

/** A request that makes an operation answer a status, and how it is sent. */
export interface StatusCase {
  operation: RouteId;
  status: number;
  /** What the request does to get that status. */
  how: string;
  /**
   * Sent straight to the local server (on a raw socket: an unparsable request,
   * headers too large, a GET with a body; or a path that is not
   * percent-encoded UTF-8): a proxy refuses, rewrites or chokes on it first.
   */
  direct?: boolean;
  send(target: Target): Promise<{ method: string; path: string; answer: Answer }>;
}

/**
 * Statuses the document lists that no request can be made to produce on
 * demand, each with where it is tested instead.
 */
export const NOT_PRODUCED_ON_DEMAND: Readonly<Record<number, string>> = {
  500: 'a fault: test/unit/http/error-path.test.ts maps every kind of throw to it',
  503: 'a dependency down: test/faults/*.test.ts stop DynamoDB Local and the S3 emulator',
  429: 'a caller over its budget: budgets are off in this server; test/integration/budgets/*.test.ts spend one',
};

/** Per operation, listed statuses no request can produce yet, and why. */
export const NOT_PRODUCED_FOR: Partial<Record<RouteId, Record<number, string>>> = {
  getImageTypes: { 403: 'every role reads the document types' },
  replaceWebhook: { 409: 'three lost races in a row with concurrent writers' },
  deleteWebhook: { 409: 'three lost races in a row with concurrent writers' },
  listEvents: { 410: 'events removed by retention (test/integration/events/event-feed.test.ts)' },
};

interface Request {
  method: string;
  path: string;
  body?: unknown;
}

const DISPATCHER: TokenSubject = { role: 'dispatcher' };
/** The demo data's driver with moves on shipment 1001. */
const OWNER: TokenSubject = { role: 'driver', driverId: 'D-2' };
/** A driver with nothing of the owner's. */
const STRANGER: TokenSubject = { role: 'driver', driverId: 'D-1' };

const webhookBody = { url: 'http://127.0.0.1:9/contract', events: ['event.arrived'] };

async function send(
  target: Target,
  request: Request,
  options: CallOptions & { as?: TokenSubject | null } = {},
) {
  const { as = DISPATCHER, ...rest } = options;
  const token = as === null ? undefined : await target.token(as);
  const answer = await httpCall(target.base, request.method, request.path, {
    ...(request.body !== undefined && { body: request.body }),
    ...rest,
    ...(token !== undefined && { token }),
  });
  return { method: request.method, path: request.path, answer };
}

async function created(target: Target, path: string, body: unknown): Promise<string> {
  const { answer } = await send(target, { method: 'POST', path, body });
  if (answer.status >= 300) throw new Error(`POST ${path} answered ${answer.status}: ${answer.text}`);
  return answer.headers.location ?? '';
}

/**
 * A request each operation answers with its success status, made against the
 * owner's shipment 1001 and record where it names them (and D-9's open event
 * NS-12): the stranger's token on the same request is a 403.
 */
async function validRequest(target: Target, operation: RouteId): Promise<Request> {
  const route = routes[operation];
  switch (operation) {
    case 'getImage':
      return { method: 'GET', path: '/images?context=SHIPMENT&entityId=1001&type=BOL' };
    case 'createImageUpload':
      return {
        method: 'POST',
        path: route.path,
        body: {
          context: 'SHIPMENT',
          entityId: '1001',
          type: 'POD',
          contentType: 'application/pdf',
          contentLength: 1000,
        },
      };
    case 'submitImage':
      return {
        method: 'POST',
        path: route.path,
        body: {
          context: 'SHIPMENT',
          entityId: '1001',
          type: 'POD',
          bucket: process.env.DROP_BUCKET,
          fileKey: `contract/${randomUUID()}.pdf`,
        },
      };
    case 'getImageSubmission': {
      const { body } = await validRequest(target, 'submitImage');
      return { method: 'GET', path: await created(target, '/images', body) };
    }
    case 'createImport':
      // A data file named in the drop bucket; the import runs off the request, whatever the file holds.
      return {
        method: 'POST',
        path: route.path,
        body: { bucket: process.env.DROP_BUCKET, fileKey: `contract/${randomUUID()}.json` },
      };
    case 'createImportUpload':
      return { method: 'POST', path: route.path, body: { contentLength: 1000 } };
    case 'getImport': {
      const { body } = await validRequest(target, 'createImport');
      return { method: 'GET', path: await created(target, '/imports', body) };
    }
    case 'createWebhook':
      return { method: 'POST', path: route.path, body: { ...webhookBody, description: randomUUID() } };
    case 'putShipment': {
      // The shipment's facts as GET shows them, sent back: a replacement that changes nothing.
      const { answer } = await send(target, { method: 'GET', path: '/shipments/1001' });
      return { method: 'PUT', path: '/shipments/1001', body: answer.body };
    }
    case 'putItinerary':
    case 'previewItinerary': {
      const { answer } = await send(target, { method: 'GET', path: '/shipments/1001/itinerary' });
      return { method: route.method, path: route.path.replace('{shipmentId}', '1001'), body: answer.body };
    }
    case 'getEvent': {
      // The feed holds what the stream published; a data set loaded without it has no event to read.
      const id = `evt_${randomUUID().replaceAll('-', '')}`;
      const data = { shipment: { id: '1001', href: '/shipments/1001' }, version: 1 };
      await appendToFeed([{ id, type: 'itinerary.updated', timestamp: new Date().toISOString(), data }]);
      return { method: 'GET', path: `/events/${id}` };
    }
    case 'putCustomer':
    case 'putDriver':
    case 'putCarrier':
    case 'putSite':
    case 'putYard':
    case 'putCrossDock':
    case 'putTractor':
    case 'putChassis':
    case 'putContainer':
    case 'putTrailer': {
      // The stored record again, changed (a name, or for equipment whether it is active): a replacement, 200.
      const path = pathWithIds(route.path);
      const { answer } = await send(target, { method: 'GET', path });
      const { self: _self, plans: _plans, ...record } = answer.body as Record<string, unknown>;
      const changed = 'name' in record ? { name: `contract ${randomUUID()}` } : { active: !record.active };
      return { method: 'PUT', path, body: { ...record, ...changed } };
    }
    case 'resendWebhookDelivery': {
      // A delivery to resend: a test event's, to a new subscription.
      const webhook = await created(target, '/webhooks', webhookBody);
      const { answer } = await send(target, { method: 'POST', path: `${webhook}/test` });
      if (answer.status !== 202)
        throw new Error(`POST ${webhook}/test answered ${answer.status}: ${answer.text}`);
      return { method: 'POST', path: `${webhook}/deliveries/${(answer.body as { id: string }).id}/resend` };
    }
    case 'putNonShipmentEvent':
      return {
        method: 'PUT',
        path: '/drivers/D-9/non-shipment-events/NS-12',
        body: { note: `contract ${randomUUID()}` },
      };
    default:
      break;
  }
  if (route.path.startsWith('/webhooks/')) {
    const webhook = await created(target, '/webhooks', webhookBody);
    const path = route.path.replace('/webhooks/{webhookId}', webhook);
    const bodies: Partial<Record<RouteId, unknown>> = {
      replaceWebhook: webhookBody,
      rotateWebhookSecret: { overlapSeconds: 60 },
    };
    return {
      method: route.method,
      path,
      ...(bodies[operation] !== undefined && { body: bodies[operation] }),
    };
  }
  return { method: route.method, path: pathWithIds(route.path) };
}

/**
 * Records of the demo data each path parameter names. The equipment is what no shipment uses: its
 * replacement case retires it, which would refuse a shipment that names it.
 */
const IDS: Record<string, string> = {
  shipmentId: '1001',
  driverId: 'D-2',
  version: '1',
  carrierId: 'CR-1',
  crossDockId: 'X-1',
  customerId: 'C-1',
  siteId: '101',
  tractorId: 'T-17',
  yardId: 'Y-1',
  chassisId: 'CH-513',
  containerId: 'TRHU3312085',
  trailerId: 'TR-305',
};

const pathWithIds = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => IDS[name]!);

/** The request with its first path parameter replaced by `value` as written. */
function withFirstParameter(operation: RouteId, request: Request, value: string): Request {
  const template = routes[operation].path;
  const names = [...template.matchAll(/\{(\w+)\}/g)];
  const prefix = template.slice(0, names[0]!.index);
  const rest = request.path.slice(prefix.length).replace(/^[^/?]+/, value);
  return { ...request, path: prefix + rest };
}

const hasPathParameters = (operation: RouteId) => routes[operation].path.includes('{');

/** The requests that produce, for every operation, each status it can answer. */
export function statusCases(): StatusCase[] {
  const cases: StatusCase[] = [];
  const add = (
    operation: RouteId,
    status: number,
    how: string,
    sendCase: StatusCase['send'],
    direct = false,
  ) => cases.push({ operation, status, how, send: sendCase, ...(direct && { direct }) });

  for (const entry of routeList) {
    const { id: operation } = entry;
    const route: RouteDefinition = entry;
    const valid = (target: Target) => validRequest(target, operation);
    const bodied = route.request.body !== undefined;

    add(operation, route.response.status, 'a valid request', async (target) =>
      send(target, await valid(target)),
    );
    add(operation, 401, 'no token', async (target) => send(target, await valid(target), { as: null }));
    if (!NOT_PRODUCED_FOR[operation]?.[403]) {
      add(
        operation,
        403,
        route.roles.includes('driver') ? "another driver's token" : 'a driver token',
        async (target) =>
          send(target, await valid(target), { as: route.roles.includes('driver') ? STRANGER : OWNER }),
      );
    }
    add(operation, 405, 'a method the path does not have', async (target) =>
      send(target, { method: 'PATCH', path: (await valid(target)).path }),
    );
    add(
      operation,
      431,
      'headers over 16 KB',
      async (target) => {
        const { method, path } = await valid(target);
        const raw = await rawRequest(
          target.serverPort,
          httpMessage(method, path, { 'x-big': 'x'.repeat(20_000) }),
        );
        return { method, path, answer: { ...raw, text: raw.body, body: undefined } };
      },
      true,
    );

    // 400
    if (hasPathParameters(operation)) {
      add(
        operation,
        400,
        'a path parameter that is not percent-encoded UTF-8',
        async (target) => send(target, withFirstParameter(operation, await valid(target), '%E0%A4%A')),
        true,
      );
    } else if (bodied) {
      add(operation, 400, 'a body that is not JSON', async (target) =>
        send(target, { ...(await valid(target)), body: '{"' }),
      );
    } else if (route.request.query !== undefined) {
      add(operation, 400, 'a query parameter out of range', async (target) => {
        const { path } = await valid(target);
        const bad =
          operation === 'getImage' ? '/images?context=SHIPMENT&type=BOL' : `${path.split('?')[0]}?limit=0`;
        return send(target, { method: 'GET', path: bad });
      });
    } else {
      add(
        operation,
        400,
        'a request that is not valid HTTP',
        async (target) => {
          const { method, path } = await valid(target);
          const raw = await rawRequest(target.serverPort, `${method} ${path} HTTP/1.1\r\nbad header\r\n\r\n`);
          return { method, path, answer: { ...raw, text: raw.body, body: undefined } };
        },
        true,
      );
    }

    // 404; a PUT that creates what it names answers 201 instead.
    if (route.response.creates) {
      add(operation, 201, 'a record with an id not yet used', async (target) => {
        const request = await valid(target);
        const id = `CONTRACT-${randomUUID()}`;
        const created = withFirstParameter(operation, request, id);
        return send(target, { ...created, body: { ...(request.body as object), id } });
      });
      add(operation, 412, 'If-Match naming a version the record is past', async (target) =>
        send(target, await valid(target), { headers: { 'if-match': '"0"' } }),
      );
    } else if (hasPathParameters(operation)) {
      // An event id has a form of its own: an unknown one must still have it to reach the lookup.
      const unknownId = operation === 'getEvent' ? `evt_${'f'.repeat(32)}` : 'NO-SUCH-ID';
      add(operation, 404, 'an unknown resource', async (target) =>
        send(target, withFirstParameter(operation, await valid(target), unknownId)),
      );
    }

    // 413
    const tooLarge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    add(
      operation,
      413,
      'a body over 1 MiB',
      async (target) => {
        const request = await valid(target);
        if (bodied) return send(target, { ...request, body: tooLarge });
        const raw = await rawRequest(
          target.serverPort,
          httpMessage(
            request.method,
            request.path,
            { authorization: `Bearer ${await target.token(DISPATCHER)}` },
            tooLarge,
          ),
        );
        return { ...request, answer: { ...raw, text: raw.body, body: undefined } };
      },
      !bodied,
    );

    if (bodied) {
      add(operation, 415, 'a body of another media type', async (target) =>
        send(target, await valid(target), { headers: { 'content-type': 'text/plain' } }),
      );
    }

    if (route.conditional) {
      add(operation, 304, 'If-None-Match naming the current ETag', async (target) => {
        const request = await valid(target);
        const first = await send(target, request);
        return send(target, request, { headers: { 'if-none-match': first.answer.headers.etag ?? '' } });
      });
    }

    if (route.idempotent) {
      add(operation, 422, 'an Idempotency-Key used before with another body', async (target) => {
        const key = randomUUID();
        const first = await valid(target);
        await send(target, first, { headers: { 'idempotency-key': key } });
        const other = await valid(target);
        const body =
          operation === 'putItinerary'
            ? { moves: [] }
            : operation === 'putShipment'
              ? { ...(other.body as object), orderNumber: randomUUID() }
              : other.body;
        return send(target, { ...first, body }, { headers: { 'idempotency-key': key } });
      });
      add(operation, 409, 'the same keyed request sent again while the first runs', async (target) => {
        // Sent at once, all but the first find it running; a fast first one may be done before, so try again.
        let answers: Awaited<ReturnType<typeof send>>[] = [];
        for (let round = 0; round < 10; round += 1) {
          const key = randomUUID();
          const request = await valid(target);
          answers = await Promise.all(
            Array.from({ length: 8 }, () => send(target, request, { headers: { 'idempotency-key': key } })),
          );
          const conflict = answers.find(({ answer }) => answer.status === 409);
          if (conflict) return conflict;
        }
        return answers[answers.length - 1]!;
      });
    }
  }

  // Route-specific statuses.
  for (const operation of [
    'putItinerary',
    'previewItinerary',
    'replaceWebhook',
    'deleteWebhook',
    'rotateWebhookSecret',
  ] as const) {
    add(operation, 412, 'If-Match naming a version the resource is past', async (target) =>
      send(target, await validRequest(target, operation), { headers: { 'if-match': '"0"' } }),
    );
  }
  add(
    'putShipment',
    422,
    'a status change the decisions do not allow (cancelled to accepted)',
    async (target) => {
      const { answer } = await send(target, { method: 'GET', path: '/shipments/1006' });
      const body = { ...(answer.body as object), status: 'accepted' };
      return send(target, { method: 'PUT', path: '/shipments/1006', body });
    },
  );
  add('previewItinerary', 422, 'a shipment whose status allows no updates', (target) =>
    send(target, { method: 'POST', path: '/shipments/1006/itinerary/preview', body: { moves: [] } }),
  );
  const unknownShipment = async (target: Target, operation: 'createImageUpload' | 'submitImage') => {
    const request = await validRequest(target, operation);
    return send(target, { ...request, body: { ...(request.body as object), entityId: 'NO-SUCH-SHIPMENT' } });
  };
  add('createImageUpload', 404, 'an unknown shipment', (target) =>
    unknownShipment(target, 'createImageUpload'),
  );
  add('submitImage', 404, 'an unknown shipment', (target) => unknownShipment(target, 'submitImage'));
  add('getImage', 404, 'a shipment without a document of the type', (target) =>
    send(target, { method: 'GET', path: '/images?context=SHIPMENT&entityId=1007&type=POD' }),
  );
  add('createWebhook', 404, 'a keyed create replayed after the subscription was deleted', async (target) => {
    const headers = { 'idempotency-key': randomUUID() };
    const request = await validRequest(target, 'createWebhook');
    const first = await send(target, request, { headers });
    await send(target, { method: 'DELETE', path: first.answer.headers.location ?? '' });
    return send(target, request, { headers });
  });
  return cases;
}
