import { AccessDenied } from './errors';
import type { Scope } from './scopes';

/** A person signed in to the user pool: a dispatcher, or a driver bound to one driver record. */
export type Person =
  | { role: 'dispatcher'; subject: string }
  | { role: 'driver'; subject: string; driverId: string };

/**
 * A machine client (an integration) with OAuth 2.0 client credentials. It acts
 * with a dispatcher's reach, within its scopes; `subject` is its client id.
 */
export interface MachineClient {
  role: 'client';
  subject: string;
  name: string;
  scopes: readonly Scope[];
}

/** Who is calling: what every use case receives, never the HTTP request. */
export type Principal = Person | MachineClient;

/** Who did something, as records keep it: a driver by its driver id, anyone else by subject; a client with its name. */
export type Actor =
  | { role: 'dispatcher' | 'driver'; id: string }
  | { role: 'client'; id: string; name: string };

export function actorOf(principal: Principal): Actor {
  switch (principal.role) {
    case 'driver':
      return { role: 'driver', id: principal.driverId };
    case 'client':
      return { role: 'client', id: principal.subject, name: principal.name };
    default:
      return { role: 'dispatcher', id: principal.subject };
  }
}

/** A driver token reaches only its own driver's resources; dispatchers and clients reach all. */
export function assertActsForDriver(principal: Principal, driverId: string): void {
  if (principal.role === 'driver' && principal.driverId !== driverId) throw new AccessDenied();
}

/** Whether the caller sees every resource of a kind, not just its own (webhooks: dispatchers do). */
export const seesAll = (principal: Principal): boolean => principal.role === 'dispatcher';
