/**
 * A shipment's own status (docs/intake.md, Statuses): `pending` is tendered
 * and not yet accepted; `declined` and `cancelled` are withdrawn; `template`
 * is a pattern that is never run.
 */
export const SHIPMENT_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'template'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Statuses whose moves leave drivers' plans and whose equipment is free for other shipments. */
const WITHDRAWN: readonly string[] = ['declined', 'cancelled'] satisfies ShipmentStatus[];

export const isWithdrawn = (status: string): boolean => WITHDRAWN.includes(status);

/** The changes a facts PUT may make; the same status again is no change and always allowed. */
const ALLOWED_CHANGES: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  pending: ['accepted', 'declined', 'cancelled'],
  accepted: ['cancelled'],
  declined: [],
  cancelled: [],
  template: [],
};

/**
 * Why a shipment may not go from `from` to `to`, or undefined when it may.
 * A stored status outside the list (an older data file) may only stay as it is.
 */
export function statusChangeRefusal(
  shipmentId: string,
  from: string,
  to: ShipmentStatus,
): string | undefined {
  if (from === to) return undefined;
  // Own keys only: a stored status such as `valueOf` names no change of the table.
  const allowed = Object.hasOwn(ALLOWED_CHANGES, from) ? ALLOWED_CHANGES[from as ShipmentStatus] : [];
  return allowed.includes(to) ? undefined : `Shipment ${shipmentId} cannot change from ${from} to ${to}.`;
}
