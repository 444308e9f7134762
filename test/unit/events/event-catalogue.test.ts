import { readFileSync } from 'node:fs';
import { DELIVERED_EVENT_TYPES, eventBodyOf } from '#shared/domain/outbound-event';
import * as z from '#shared/schemas/zod';
import { renderEventCatalogue, withEventCatalogue } from '#tools/events/event-catalogue';
import { eventExamples, oversizedItineraryExample } from '#tools/events/event-examples';
import { webhookPayload } from '#tools/events/event-schemas';

test('every event type has an example, made by the derivation, that its schema accepts', async () => {
  const examples = await eventExamples();
  expect(Object.keys(examples).sort()).toEqual([...DELIVERED_EVENT_TYPES].sort());
  for (const type of DELIVERED_EVENT_TYPES) {
    const parsed = z.safeParse(webhookPayload(type), eventBodyOf(examples[type]));
    expect({ type, issues: parsed.error?.issues ?? [] }).toEqual({ type, issues: [] });
  }
});

test('an itinerary too large for an event: its schema accepts the form with a link, under 256 KB', async () => {
  const oversized = await oversizedItineraryExample();
  expect(oversized.data).toMatchObject({
    itinerary: { href: '/shipments/1004/itinerary/history/3', omitted: true },
    changes: expect.arrayContaining([expect.objectContaining({ path: 'moves[0].events[0].arrived' })]),
  });
  expect(Buffer.byteLength(JSON.stringify(oversized))).toBeLessThan(256 * 1024);
  const parsed = z.safeParse(webhookPayload('itinerary.updated'), eventBodyOf(oversized));
  expect(parsed.error?.issues ?? []).toEqual([]);
});

test('the schemas refuse what the service never sends', () => {
  const body = { type: 'document.failed', timestamp: '2026-11-25T15:10:00.000Z', data: { type: 'POD' } };
  expect(z.safeParse(webhookPayload('document.failed'), body).success).toBe(false);
  expect(z.safeParse(webhookPayload('document.stored'), body).success).toBe(false);
});

test('docs/webhooks.md holds the catalogue the code generates (run `npm run docs:events`)', async () => {
  const committed = readFileSync(new URL('../../../docs/webhooks.md', import.meta.url), 'utf8');
  const catalogue = renderEventCatalogue(await eventExamples(), await oversizedItineraryExample());
  expect(committed).toBe(withEventCatalogue(committed, catalogue));
});
