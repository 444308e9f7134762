import fc from 'fast-check';
import { isWithdrawn, SHIPMENT_STATUSES, statusChangeRefusal } from '#shared/domain/shipment-status';

/** The changes the decisions allow ("Shipments and master data while the service runs"), written out. */
const ALLOWED = new Set(['pending>accepted', 'pending>declined', 'pending>cancelled', 'accepted>cancelled']);

test.each(SHIPMENT_STATUSES.flatMap((from) => SHIPMENT_STATUSES.map((to) => [from, to] as const)))(
  '%s to %s',
  (from, to) => {
    const refusal = statusChangeRefusal('S-1', from, to);
    if (from === to || ALLOWED.has(`${from}>${to}`)) expect(refusal).toBeUndefined();
    else expect(refusal).toBe(`Shipment S-1 cannot change from ${from} to ${to}.`);
  },
);

test('a stored status outside the list may only stay as it is', () => {
  fc.assert(
    fc.property(
      fc.string().filter((status) => !(SHIPMENT_STATUSES as readonly string[]).includes(status)),
      fc.constantFrom(...SHIPMENT_STATUSES),
      (from, to) => {
        expect(statusChangeRefusal('S-1', from, to)).toBe(
          `Shipment S-1 cannot change from ${from} to ${to}.`,
        );
      },
    ),
  );
});

test('declined and cancelled shipments are withdrawn, and no other', () => {
  expect(SHIPMENT_STATUSES.filter(isWithdrawn)).toEqual(['declined', 'cancelled']);
});
