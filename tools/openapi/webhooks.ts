import type { PathItemObject } from 'openapi3-ts/oas31';
import { DELIVERED_EVENT_TYPES, eventBodyOf } from '#shared/domain/outbound-event';
import { meaningOf } from '#tools/events/event-catalogue';
import { eventExamples } from '#tools/events/event-examples';
import { webhookPayload } from '#tools/events/event-schemas';
import type { DocumentSchemas } from './json-schemas';

const SIGNATURE_HEADERS = {
  'webhook-id':
    'The delivery: one event to one subscription, the same on every retry. Drop duplicates by it.',
  'webhook-timestamp': 'When this attempt was signed, in seconds since the epoch.',
  'webhook-signature':
    '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret.',
};

/**
 * The API document's `webhooks`: one operation per event type, the request a
 * subscription's URL receives (Standard Webhooks headers, the signed body),
 * with an example made by the stream consumer's own derivation.
 */
export async function webhookOperations(schemas: DocumentSchemas): Promise<Record<string, PathItemObject>> {
  const examples = await eventExamples();
  return Object.fromEntries(
    DELIVERED_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook:${type}`,
          summary: type,
          description: `${meaningOf(type)} Verify the signature before reading the body (docs/webhooks.md).`,
          tags: ['Webhooks'],
          security: [],
          parameters: Object.entries(SIGNATURE_HEADERS).map(([name, description]) => ({
            name,
            in: 'header' as const,
            required: true,
            description,
            schema: { type: 'string' as const },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: schemas.convert(webhookPayload(type), 'output'),
                example: eventBodyOf(examples[type]),
              },
            },
          },
          responses: {
            '2XX': {
              description:
                'Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`.',
            },
          },
        },
      },
    ]),
  );
}
