import fc from 'fast-check';
import { bodyEtag, conditionalAnswer, ifNoneMatchNames } from '#shared/http/conditional-get';
import { InvalidPropertyError } from '#shared/http/errors';
import { createdResourceIdOf, keyedRequestOf } from '#shared/http/idempotency/keyed-requests';

const dispatcher = { role: 'dispatcher', subject: 'dispatcher-1' } as const;
const keyed = (key: string | undefined) =>
  keyedRequestOf(key === undefined ? {} : { 'idempotency-key': key }, dispatcher, 'POST', '/images', {
    a: 1,
  });

describe('Idempotency-Key', () => {
  test('any 1-255 printable ASCII characters are a key, scoped to caller, method and path', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x20-\x7e]{1,255}$/), (key) => {
        expect(keyed(key)).toEqual({
          scope: { callerKind: 'person', caller: 'dispatcher-1', method: 'POST', path: '/images', key },
          body: { a: 1 },
        });
      }),
    );
  });

  test('no header: not a keyed request', () => {
    expect(keyed(undefined)).toBeUndefined();
  });

  test('anything else is a 400 naming Idempotency-Key', () => {
    const notAKey = fc.oneof(
      fc.constant(''),
      fc.stringMatching(/^[\x20-\x7e]{256,300}$/),
      fc
        .tuple(
          fc.string({ maxLength: 20 }),
          fc.integer({ min: 0, max: 0x10ffff }),
          fc.string({ maxLength: 20 }),
        )
        .filter(([, code]) => code < 0x20 || code > 0x7e)
        .filter(([, code]) => code < 0xd800 || code > 0xdfff)
        .map(([before, code, after]) => `${before}${String.fromCodePoint(code)}${after}`),
    );
    fc.assert(
      fc.property(notAKey, (key) => {
        let thrown: unknown;
        try {
          keyed(key);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(InvalidPropertyError);
        expect((thrown as InvalidPropertyError).data).toMatchObject({
          object_name: 'headers',
          prop_name: 'Idempotency-Key',
        });
      }),
    );
  });

  test('a client and a person of the same id are two callers', () => {
    const client = { role: 'client', subject: 'dispatcher-1', name: 'n', scopes: [] } as const;
    const asClient = keyedRequestOf({ 'idempotency-key': 'k' }, client, 'POST', '/images', {})!;
    const asPerson = keyedRequestOf({ 'idempotency-key': 'k' }, dispatcher, 'POST', '/images', {})!;
    expect(asClient.scope).toMatchObject({ callerKind: 'client', caller: 'dispatcher-1' });
    expect(asPerson.scope).toMatchObject({ callerKind: 'person', caller: 'dispatcher-1' });
    expect(createdResourceIdOf(asClient.scope)).not.toBe(createdResourceIdOf(asPerson.scope));
  });

  test('the effect id is a UUID, the same for a scope, another for another caller, path or key', () => {
    const scope = { callerKind: 'person', caller: 'a', method: 'POST', path: '/images', key: 'k' } as const;
    const id = createdResourceIdOf(scope);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createdResourceIdOf({ ...scope })).toBe(id);
    const others = [
      { caller: 'b' },
      { callerKind: 'client' as const },
      { path: '/images/x' },
      { key: 'k2' },
      { method: 'PUT' },
    ];
    for (const other of others) {
      expect(createdResourceIdOf({ ...scope, ...other })).not.toBe(id);
    }
  });
});

describe('conditional GET', () => {
  const ok = (body: unknown, headers?: Record<string, string>) => ({
    status: 200,
    body,
    ...(headers && { headers }),
  });

  test('a 200 gets a strong tag of its body, unless the handler gave one', () => {
    expect(conditionalAnswer(ok({ a: 1 }), undefined).headers?.etag).toBe(bodyEtag({ a: 1 }));
    expect(conditionalAnswer(ok({ a: 1 }, { etag: '"7"' }), undefined).headers?.etag).toBe('"7"');
    expect(bodyEtag({ a: 1 })).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  test('bodies that differ have different tags', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        expect(bodyEtag(a)).not.toBe(bodyEtag(b));
      }),
    );
  });

  test('If-None-Match naming the tag, in a list, weak, or *: 304 with the tag and no body', () => {
    const etag = bodyEtag({ a: 1 });
    for (const header of [etag, '*', `"x", ${etag}`, `W/${etag}`, ` ${etag} `]) {
      expect(conditionalAnswer(ok({ a: 1 }), header)).toEqual({ status: 304, headers: { etag } });
    }
  });

  test('another tag, or an answer other than 200: unchanged', () => {
    expect(conditionalAnswer(ok({ a: 1 }), '"other"').status).toBe(200);
    expect(ifNoneMatchNames('"a"', '"b"')).toBe(false);
    const accepted = { status: 202, body: {}, headers: { location: '/x' } };
    expect(conditionalAnswer(accepted, '*')).toBe(accepted);
  });
});
