import type { OperationId } from './generated/operations.js';
import type { ResponseOf } from './types.js';

/** Each kind of master record's operations and the name of its id in their paths. */
export const MASTER_OPERATIONS = {
  customer: { get: 'getCustomer', put: 'putCustomer', param: 'customerId' },
  driver: { get: 'getDriver', put: 'putDriver', param: 'driverId' },
  carrier: { get: 'getCarrier', put: 'putCarrier', param: 'carrierId' },
  site: { get: 'getSite', put: 'putSite', param: 'siteId' },
  yard: { get: 'getYard', put: 'putYard', param: 'yardId' },
  crossDock: { get: 'getCrossDock', put: 'putCrossDock', param: 'crossDockId' },
  tractor: { get: 'getTractor', put: 'putTractor', param: 'tractorId' },
  chassis: { get: 'getChassis', put: 'putChassis', param: 'chassisId' },
  container: { get: 'getContainer', put: 'putContainer', param: 'containerId' },
  trailer: { get: 'getTrailer', put: 'putTrailer', param: 'trailerId' },
} as const satisfies Record<string, { get: OperationId; put: OperationId; param: string }>;

/** A kind of master record: `customer`, `driver`, ..., `trailer`. */
export type MasterKind = keyof typeof MASTER_OPERATIONS;

/** A master record as a PUT stored it. */
export interface StoredMasterRecord<Kind extends MasterKind> {
  record: ResponseOf<(typeof MASTER_OPERATIONS)[Kind]['put']>;
  /** For `If-Match` on the next change. */
  etag: string;
  /** `true`: the PUT created it (201); `false`: it replaced it, or it was the same already. */
  created: boolean;
}
