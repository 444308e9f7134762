/** Writes the event catalogue of docs/webhooks.md from the event schemas and the derivation (`npm run docs:events`). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderEventCatalogue, withEventCatalogue } from '#tools/events/event-catalogue';
import { eventExamples, oversizedItineraryExample } from '#tools/events/event-examples';

const target = fileURLToPath(new URL('../docs/webhooks.md', import.meta.url));
const catalogue = renderEventCatalogue(await eventExamples(), await oversizedItineraryExample());
writeFileSync(target, withEventCatalogue(readFileSync(target, 'utf8'), catalogue));
console.log(`Wrote the event catalogue of ${target}`);
