import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signedHeaders, webhookIdOf } from '#shared/webhooks/signing';

test('a new secret is whsec_ and base64 of 32 random bytes, never the same twice', () => {
  const secrets = Array.from({ length: 20 }, newWebhookSecret);
  for (const secret of secrets) {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
  }
  expect(new Set(secrets).size).toBe(secrets.length);
});

test('signed headers verify with standardwebhooks, whatever the body', () => {
  const secret = newWebhookSecret();
  fc.assert(
    fc.property(fc.string(), fc.jsonValue(), (id, data) => {
      const body = JSON.stringify({ type: 'itinerary.updated', timestamp: '2026-11-24T14:00:00.000Z', data });
      const headers = signedHeaders(secret, `msg_${id}`, new Date(), body);
      expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    }),
    { numRuns: 100 },
  );
});

test('a changed body, id, timestamp or secret does not verify', () => {
  const secret = newWebhookSecret();
  const body = '{"type":"event.arrived","timestamp":"2026-11-24T14:00:00.000Z","data":{}}';
  const headers = signedHeaders(secret, 'msg_1', new Date(), body);
  const verify =
    (payload: string, with_: Record<string, string>, key = secret) =>
    () =>
      new Webhook(key).verify(payload, with_);
  expect(verify(body.replace('arrived', 'departed'), headers)).toThrow();
  expect(verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
  expect(
    verify(body, { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1) }),
  ).toThrow();
  expect(verify(body, headers, newWebhookSecret())).toThrow();
  expect(verify(body, headers)).not.toThrow();
});

test('the webhook-id depends on the event and the subscription only', () => {
  expect(webhookIdOf('evt-1', 'sub-1')).toBe(webhookIdOf('evt-1', 'sub-1'));
  expect(webhookIdOf('evt-1', 'sub-1')).toMatch(/^msg_[A-Za-z0-9_-]{32}$/);
  fc.assert(
    fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (e1, s1, e2, s2) => {
      fc.pre(e1 !== e2 || s1 !== s2);
      expect(webhookIdOf(e1, s1)).not.toBe(webhookIdOf(e2, s2));
    }),
  );
});
