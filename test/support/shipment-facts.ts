/**
 * The body of a facts PUT for a new, pending shipment of the test data sets
 * (customer C-1, from site 109 to 110), with `fields` over it.
 */
export const pendingShipmentFacts = (orderNumber: string, fields: Record<string, unknown> = {}) => ({
  orderNumber,
  status: 'pending',
  type: 'import',
  hazmat: false,
  customer: { id: 'C-1' },
  origin: { id: '109' },
  destination: { id: '110' },
  equipment: { container: '', chassis: '', trailer: '' },
  ...fields,
});
