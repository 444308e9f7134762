import fc from 'fast-check';
import { DOCUMENT_TYPES } from '#shared/domain/types';
import { type RouteId, routes } from '#shared/route-table';
import type { RouteRequest } from '#shared/routing/route';
import * as z from '#shared/schemas/zod';
import { fuzzCaller } from './callers';
import {
  contentType,
  hostileBodyText,
  hostileJson,
  hostileShortString,
  INVALID_DATES,
  VALID_DATES,
} from './hostile-values';
import { applyMutation, mutation } from './mutations';
import { type FuzzRequest, percentEncode } from './send';

/** What the fuzzer knows of the seeded store: ids to aim at, and valid bodies to start from. */
export interface FuzzWorld {
  /** Real ids by path parameter name, e.g. `shipmentId: ['1001', '1002']`. */
  ids: Record<string, readonly string[]>;
  driverIds: readonly string[];
  /** Valid bodies of the routes that take one, to mutate. */
  validBodies: Partial<Record<RouteId, readonly unknown[]>>;
  /** Bodies that fit the schema with odd content: edits a client could make, often accepted. */
  editedBodies: Partial<Record<RouteId, fc.Arbitrary<unknown>>>;
  /** Valid bodies that are large: many moves, long notes. */
  largeBodies: Partial<Record<RouteId, fc.Arbitrary<unknown>>>;
}

/** Valid values of query parameters, so that some requests get past validation. */
function validQueryValues(world: FuzzWorld): Record<string, readonly string[]> {
  return {
    limit: ['1', '2', '1000'],
    offset: ['0', '1', '5'],
    startDate: VALID_DATES,
    endDate: VALID_DATES,
    context: ['SHIPMENT'],
    entityId: world.ids.shipmentId ?? [],
    type: DOCUMENT_TYPES,
    locationType: ['url'],
  };
}

const parameterNames = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

const requestOf = (id: RouteId): RouteRequest => routes[id].request;

function queryNames(schema: z.core.$ZodType | undefined): string[] {
  return schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
}

function pathParameters(id: RouteId, world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const names = parameterNames(routes[id].path);
  // API Gateway decodes path parameters from UTF-8: a lone surrogate cannot reach a function.
  const wellFormed = hostileShortString.map((value) => Buffer.from(value, 'utf8').toString('utf8'));
  return fc.record(
    Object.fromEntries(
      names.map((name) => {
        const known = world.ids[name] ?? [];
        return [
          name,
          known.length
            ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, wellFormed)
            : wellFormed,
        ];
      }),
    ),
  );
}

/** A query that is valid for the route, then thinned, spoiled and padded: each parameter may be left out or wrong. */
function queryString(id: RouteId, world: FuzzWorld): fc.Arbitrary<string> {
  const valid = validQueryValues(world);
  const parameter = (name: string) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...(valid[name] ?? ['x'])), weight: 6 },
      { arbitrary: fc.constant(undefined), weight: 2 },
      fc.constantFrom(...INVALID_DATES),
      hostileShortString,
    );
  const named = fc.tuple(
    ...queryNames(requestOf(id).query).map((name) => fc.tuple(fc.constant(name), parameter(name))),
  );
  const extras = fc.array(fc.tuple(hostileShortString, hostileShortString), { maxLength: 2 });
  const encoded = fc.tuple(named, extras).map(([pairs, more]) =>
    [...pairs, ...more]
      .filter((pair): pair is [string, string] => pair[1] !== undefined)
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
      .join('&'),
  );
  const raw = fc.constantFrom(
    '%',
    '&&&',
    '=',
    '=x',
    'a=%E0%A4%A',
    'limit',
    'limit=',
    'a=1&a=2&a=3',
    '?',
    'limit=1&limit=2',
  );
  return fc.oneof({ arbitrary: encoded, weight: 8 }, raw);
}

function headers(): fc.Arbitrary<Record<string, string | undefined>> {
  const ifMatch = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 6 },
    fc.constantFrom('"1"', '*', 'W/"1"', '"999"', '"1", "2"', ',,,', '""', 'W/', '"-1"'),
    hostileShortString,
  );
  const extra = fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), hostileShortString, {
    maxKeys: 3,
  });
  return fc
    .record({
      'content-type': fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 8 },
        contentType,
        fc.constant(undefined),
      ),
      'if-match': ifMatch,
      extra,
    })
    .map(({ extra: more, 'if-match': match, ...named }) => ({
      ...more,
      ...named,
      ...(match === undefined ? {} : { 'if-match': match }),
    }));
}

function body(id: RouteId, world: FuzzWorld): fc.Arbitrary<string | undefined> {
  const valid = world.validBodies[id] ?? [];
  const large = world.largeBodies[id];
  const edited = world.editedBodies[id];
  const asJson = (value: fc.Arbitrary<unknown>) => value.map((json) => JSON.stringify(json));
  const variants: fc.WeightedArbitrary<string | undefined>[] = [
    { arbitrary: asJson(hostileJson), weight: 2 },
    { arbitrary: hostileBodyText, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  if (valid.length) {
    const base = fc.constantFrom(...valid);
    variants.push(
      { arbitrary: asJson(base), weight: 2 },
      {
        arbitrary: asJson(
          fc
            .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
            .map(([start, changes]) => changes.reduce(applyMutation, start)),
        ),
        weight: 8,
      },
    );
  }
  if (edited) variants.push({ arbitrary: asJson(edited), weight: 6 });
  if (large) variants.push({ arbitrary: asJson(large), weight: 1 });
  return fc.oneof(...variants);
}

/** Requests to one route: path, query, headers, body and caller, each well-formed or not. */
export function routeRequest(id: RouteId, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    pathParameters: pathParameters(id, world),
    query: queryString(id, world),
    headers: headers(),
    body: body(id, world),
    caller: fuzzCaller(world.driverIds),
  });
}
