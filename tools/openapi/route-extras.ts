import { feedQuery } from '#shared/feed/request-schemas';
import { type ErrorBody, errorBody, toHttpError } from '#shared/http/error-response';
import { parseOrThrow } from '#shared/http/validation';
import type { RouteId } from '#shared/route-table';
import { documented } from '#shared/schemas/documented';
import * as z from '#shared/schemas/zod';
import type { ErrorStatus } from './error-responses';

/** What the route table does not carry: headers, route-specific errors, longer explanations. */
export interface RouteExtras {
  description?: string;
  requestHeaders?: z.ZodMiniObject;
  responseHeaders?: z.ZodMiniObject;
  errors?: ErrorStatus[];
  /** The route's own example of a `400`, made by its validation, instead of the document's general one. */
  badRequest?: () => ErrorBody;
}

/** The error body the edge answers a query the route's schema refuses. */
function refusedQuery(schema: z.core.$ZodType, query: Record<string, string>): () => ErrorBody {
  return () => {
    try {
      parseOrThrow(schema, query, 'query');
    } catch (error) {
      const refused = toHttpError(error);
      return errorBody(refused.status, refused.message, refused.data);
    }
    throw new Error(`The query ${JSON.stringify(query)} is accepted: it is no example of a 400.`);
  };
}

const etag = z.object({
  ETag: documented(z.string(), { description: "The itinerary's version, for `If-Match`.", example: '"3"' }),
});

const shipmentEtag = z.object({
  ETag: documented(z.string(), {
    description: "The shipment's version (its facts and its itinerary), for `If-Match`.",
    example: '"1"',
  }),
});

const subscriptionEtag = z.object({
  ETag: documented(z.string(), {
    description: "The subscription's version, for `If-Match`.",
    example: '"1"',
  }),
});

/** The 202 of a test event or a resend: the delivery, by its id, among its subscription's. */
const acceptedDelivery = z.object({
  Location: documented(z.string(), {
    description: "The subscription's deliveries, where this one is listed.",
    example: '/webhooks/5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12/deliveries',
  }),
  'Webhook-Id': documented(z.string(), {
    description: "The delivery's `id`: the `webhook-id` header of each of its attempts, to resend it by.",
    example: 'msg_T8d3nVq0sLw6cZ1rJ5kYb9xM2fHa4gEu',
  }),
});

/** `If-Match` of a change to a resource read with its `ETag`. */
const ifMatch = (resource: string) =>
  z.object({
    'If-Match': documented(z.optional(z.string()), {
      description: `The \`ETag\` of the GET this change is based on: 412 if the ${resource} changed since.`,
    }),
  });

const recordEtag = z.object({
  ETag: documented(z.string(), {
    description: "The record's entity tag (a hash of its content), for `If-Match`.",
    example: '"h3Xk1bXQm2Vt0f9nLw4rAa"',
  }),
});

/** Each master-data PUT and the GET of the same record: `If-Match` on the one, `ETag` on both. */
const MASTER_RECORD_ROUTES: readonly [get: RouteId, put: RouteId][] = [
  ['getCustomer', 'putCustomer'],
  ['getDriver', 'putDriver'],
  ['getCarrier', 'putCarrier'],
  ['getSite', 'putSite'],
  ['getYard', 'putYard'],
  ['getCrossDock', 'putCrossDock'],
  ['getTractor', 'putTractor'],
  ['getChassis', 'putChassis'],
  ['getContainer', 'putContainer'],
  ['getTrailer', 'putTrailer'],
];

const MASTER_RECORD_PUT: RouteExtras = {
  description:
    'The whole record, in the data file\'s shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path\'s (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.',
  requestHeaders: ifMatch('record'),
  responseHeaders: recordEtag,
  errors: [409, 412],
};

export const ROUTE_EXTRAS: Partial<Record<RouteId, RouteExtras>> = {
  ...Object.fromEntries(
    MASTER_RECORD_ROUTES.flatMap(([get, put]) => [
      [get, { responseHeaders: recordEtag }],
      [put, MASTER_RECORD_PUT],
    ]),
  ),
  listShipments: { description: 'Ordered by creation time, most recent first.' },
  putShipment: {
    description:
      "How a TMS keeps shipments in sync (docs/intake.md). Send the shipment's facts: `orderNumber`, `status`, `type`, `hazmat`, `customer`, `origin`, `destination` (references by `id`; an `href` is ignored), `equipment` (ids, `\"\"` for none) and optional `orderedAt`. A new id creates the shipment (201, `Location`), with `createdAt` set now and an empty itinerary: moves come through `PUT /shipments/{id}/itinerary`. An existing one has its facts replaced (200); its itinerary never changes here. Facts and itinerary share one version: the `ETag` of either GET is the `If-Match` of either PUT. Every customer, site and piece of equipment named must exist and be active (400 naming the field, e.g. `customer.id`). Statuses: `pending` may become `accepted`, `declined` or `cancelled`, `accepted` may become `cancelled`; any other change is 422. A declined or cancelled shipment's moves leave drivers' plans and its equipment is free. Each change is a version in the itinerary's history and a `shipment.created` or `shipment.updated` event; the same facts again change nothing.",
    requestHeaders: ifMatch('shipment'),
    responseHeaders: shipmentEtag,
    errors: [409, 412, 422],
  },
  getShipment: { responseHeaders: shipmentEtag },
  getItinerary: { responseHeaders: etag },
  putItinerary: {
    description:
      'Send the whole itinerary as GET returned it, modified: moves and events in the order they are to be done, drivers or carriers assigned, appointments and times, move status `accepted` or `rejected`. Every business rule is checked and every violation reported at once (400, `data.failure_messages`). The response is the itinerary as stored, after the automatic changes of the TMS: verify what was applied there. A driver token may change only `arrived`, `departed`, `completed` and `note` of events in its own moves.',
    requestHeaders: ifMatch('itinerary'),
    responseHeaders: etag,
    errors: [409, 412, 422],
  },
  previewItinerary: {
    description:
      "What the PUT of this body would do, without doing it: the same body, `If-Match`, roles and scope, every business rule and automatic change, and the same refusals (400 with every violation, 403, 404, 412, 422). The answer is the itinerary the PUT would answer, the `changes` its version would record, and that version's number. Nothing is stored or sent: no version, plan change, event or webhook, and the itinerary's `ETag` stays. `Idempotency-Key` is not read: a preview is safe to send again as it is. A PUT sent next can still be refused if the itinerary changes in between (412 with `If-Match`), or be too large to store (413).",
    requestHeaders: ifMatch('itinerary'),
    errors: [412, 422],
  },
  listItineraryHistory: {
    description:
      'Newest first. A page holds at most 100 versions, whatever `limit` asks, and at most 1 MB of JSON: a page cut short by either bound has a `next` to the versions after it (always at least one version a page).',
  },
  getDriverPlans: {
    description:
      'Shipment moves assigned to the driver and its non-shipment moves, by planned date then time. Without `endDate`, every move from `startDate` on; `startDate` defaults to today in the TMS time zone.',
  },
  putNonShipmentEvent: {
    description:
      'Partial update of `arrived`, `departed`, `completed` and `note`. Setting `arrived` puts the move in progress; setting `departed` completes the event, and departing the last event completes the move.',
    errors: [409],
  },
  submitImage: {
    description:
      'Either `bucket` + `fileKey` (a bucket the deployment allows: its drop bucket by default) or `locationType: url` + `url` (public http or https addresses). An array means one element per page, in page order. Processing is asynchronous: follow the submission at the `Location` header.',
    responseHeaders: z.object({
      Location: documented(z.string(), {
        description: 'The submission resource to follow.',
        example: '/images/submissions/0b6f4b0e',
      }),
    }),
    errors: [404],
  },
  createImageUpload: { errors: [404] },
  createWebhook: {
    description:
      'Events of the listed types are POSTed to `url`, signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`, `webhook-signature`), and retried with backoff until a 2xx answer. The URL must be https on a public address: it is checked now and at every delivery. `secret` is shown in this answer only, and in a replay of it (same `Idempotency-Key`) while the subscription exists: a replay after it was deleted is 404.',
    responseHeaders: z.object({
      Location: documented(z.string(), {
        description: 'The subscription.',
        example: '/webhooks/5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12',
      }),
    }),
    errors: [404],
  },
  getWebhook: { responseHeaders: subscriptionEtag },
  replaceWebhook: {
    requestHeaders: ifMatch('subscription'),
    responseHeaders: subscriptionEtag,
    errors: [409, 412],
  },
  deleteWebhook: { requestHeaders: ifMatch('subscription'), errors: [409, 412] },
  listWebhookDeliveries: {
    description:
      'One delivery per event sent to the subscription, newest event first; `id` is the `webhook-id` of all its attempts.',
  },
  getImage: {
    description:
      "The shipment's newest completed document of the type: bucket and object keys by default, presigned download URLs with `locationType=url`. One page: a string; several: an array in page order.",
    errors: [404],
  },
  rotateWebhookSecret: {
    description:
      "A new signing secret, shown only in this answer. Until `previousSecretExpiresAt` (`overlapSeconds` from now, a day by default, 0 to 86400) every delivery carries two signatures, the new secret's and the previous one's, space-separated in `webhook-signature` as Standard Webhooks lists them: a receiver verifying with either accepts it, so it switches secrets without a refused delivery. Then only the new one signs. A rotation during an overlap ends the older overlap: the last two secrets sign. Honours `If-Match` (412 when the subscription changed since its `ETag`).",
    requestHeaders: ifMatch('subscription'),
    errors: [412],
  },
  sendWebhookTestEvent: {
    description:
      "A `webhook.test` event (its `data` names the subscription) to this subscription alone, through the path every delivery takes: recorded, queued, signed with the subscription's secrets, retried and listed among its deliveries; never in the feed. Each call is a new event, so a new delivery. Check that your receiver verifies it and answers 2xx.",
    responseHeaders: acceptedDelivery,
    errors: [404],
  },
  resendWebhookDelivery: {
    description:
      "Sends a recorded delivery again, whatever its status: the same body under the same `webhook-id` (a receiver that dedupes drops it if it handled it). The delivery is `pending` again; the attempt is added to its `attemptLog` and `attempts`, with a new round of retries if it fails. 404 for a delivery that is not this subscription's, or no longer kept (30 days).",
    responseHeaders: acceptedDelivery,
    errors: [404],
  },
  listEvents: { errors: [410], badRequest: refusedQuery(feedQuery, { types: 'shipment.deleted' }) },
};
