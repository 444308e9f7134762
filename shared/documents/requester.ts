import type { Requester } from '#shared/data/documents';
import type { Principal } from '#shared/http/auth';

/** Who a token acts as, as submissions and issued uploads record it: the driver id, or the token subject. */
export const requesterOf = (principal: Principal): Requester =>
  principal.role === 'driver'
    ? { role: 'driver', id: principal.driverId }
    : { role: 'dispatcher', id: principal.subject };
