import { readDeliveryMessage } from '#shared/webhooks/delivery-queue';
import {
  AWS_ATTEMPTS,
  AWS_RETRY_DELAYS_SECONDS,
  awsRetryDelaySeconds,
  localRetryDelayMs,
} from '#shared/webhooks/retry-policy';

test('locally, retries come within seconds: 1, 2, 4, 8 s, then 8 s again', () => {
  expect([1, 2, 3, 4, 5, 6].map((attempt) => localRetryDelayMs(attempt, 1_000))).toEqual([
    1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
  ]);
  expect(localRetryDelayMs(1, 20)).toBe(20);
});

test("in AWS, Standard Webhooks' schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then failed", () => {
  expect(Array.from({ length: AWS_ATTEMPTS - 1 }, (_, index) => awsRetryDelaySeconds(index + 1))).toEqual([
    5, 300, 1_800, 7_200, 18_000, 36_000,
  ]);
  expect(AWS_ATTEMPTS).toBe(7);
  // SQS refuses a visibility timeout over 12 hours.
  expect(Math.max(...AWS_RETRY_DELAYS_SECONDS)).toBeLessThanOrEqual(12 * 3_600);
  expect(awsRetryDelaySeconds(99)).toBe(36_000);
});

test('a delivery message is read only when it names a delivery', () => {
  const ref = { subscriptionId: 's', eventId: 'e', eventTimestamp: '2026-11-24T14:00:00.000Z' };
  expect(readDeliveryMessage(JSON.stringify(ref))).toEqual(ref);
  expect(readDeliveryMessage(JSON.stringify({ ...ref, extra: 1 }))).toEqual(ref);
  for (const body of ['', 'null', '[]', '{"subscriptionId":"s"}', JSON.stringify({ ...ref, eventId: 7 })]) {
    expect(readDeliveryMessage(body)).toBeUndefined();
  }
});
