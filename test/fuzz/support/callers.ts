import fc from 'fast-check';
import { SCOPE_NAMES, type Scope } from '#shared/domain/scopes';
import { clientClaims, DISPATCHER_CLAIMS, driverClaims } from '../../support/api-event';
import { hostileShortString } from './hostile-values';

/** The machine client the fuzz world registers, with every scope: a token names any subset of them. */
export const FUZZ_CLIENT_ID = 'fuzzclient0000000000000000';

/**
 * Who a fuzzed request claims to be, as API Gateway's authorizer would pass it
 * on: a dispatcher, a driver (real, unknown or oddly named), a machine client
 * with some scopes, nobody, or claims that name no role the service knows.
 */
export type FuzzCaller =
  | { kind: 'dispatcher' }
  | { kind: 'client'; scopes: Scope[] }
  | { kind: 'driver'; driverId: string }
  | { kind: 'anonymous' }
  | { kind: 'no-known-role'; claims: Record<string, string> };

const ROLES = new Set(['dispatcher', 'driver']);

/** Whether a groups claim names a role, however the authorizer spells the list. */
const namesARole = (groups: string) => groups.split(/[\s,[\]]+/).some((group) => ROLES.has(group));

const CLAIMS_WITHOUT_ROLE: Record<string, string>[] = [
  { sub: 'someone' },
  { sub: 'someone', 'cognito:groups': '[admin]' },
  { 'cognito:groups': '[Dispatcher]' },
  { 'cognito:groups': '[dispatchers]' },
  { 'cognito:groups': '[driver]' },
  { 'cognito:groups': '[driver]', 'custom:driverId': '' },
  { 'cognito:groups': '[]' },
  { 'cognito:groups': '' },
  { 'custom:driverId': 'D-1' },
  { 'cognito:groups': 'DRIVER', 'custom:driverId': 'D-1' },
];

export function fuzzCaller(driverIds: readonly string[]): fc.Arbitrary<FuzzCaller> {
  return fc.oneof(
    { arbitrary: fc.constant({ kind: 'dispatcher' as const }), weight: 4 },
    {
      arbitrary: fc.record({
        kind: fc.constant('driver' as const),
        driverId: fc.oneof(
          fc.constantFrom(...driverIds, 'D-404'),
          hostileShortString.filter((id) => id !== ''),
        ),
      }),
      weight: 4,
    },
    {
      arbitrary: fc.record({ kind: fc.constant('client' as const), scopes: fc.subarray([...SCOPE_NAMES]) }),
      weight: 2,
    },
    { arbitrary: fc.constant({ kind: 'anonymous' as const }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('no-known-role' as const),
        claims: fc.oneof(
          fc.constantFrom(...CLAIMS_WITHOUT_ROLE),
          fc
            .string({ maxLength: 30 })
            .filter((groups) => !namesARole(groups))
            .map((groups) => ({ sub: 'someone', 'cognito:groups': groups, 'custom:driverId': 'D-1' })),
        ),
      }),
      weight: 1,
    },
  );
}

export function claimsOf(caller: FuzzCaller): Record<string, string> | undefined {
  switch (caller.kind) {
    case 'dispatcher':
      return DISPATCHER_CLAIMS;
    case 'driver':
      return driverClaims(caller.driverId);
    case 'client':
      return clientClaims(FUZZ_CLIENT_ID, caller.scopes);
    case 'anonymous':
      return undefined;
    case 'no-known-role':
      return caller.claims;
  }
}
