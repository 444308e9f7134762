import { MAX_RECEIVE_COUNT } from '#lib/constructs/document-pipeline';
import { QUEUE_ATTEMPTS } from '#shared/documents/submission-queue';

test('the processor settles a submission before the queue would park it in the dead-letter queue', () => {
  // The spare delivery marks failed a submission whose last attempt died without settling it.
  expect(QUEUE_ATTEMPTS).toBeLessThan(MAX_RECEIVE_COUNT);
});
