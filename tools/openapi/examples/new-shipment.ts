import type { Shipment } from '#shared/domain/types';

/**
 * The shipment a TMS creates in the examples (`PUT /shipments/5001`):
 * tendered (`pending`), on the demo's customer and sites.
 */
export const NEW_SHIPMENT: Shipment = {
  id: '5001',
  orderNumber: 'ORD-5001',
  status: 'pending',
  type: 'import',
  hazmat: false,
  customerId: 'C-1',
  createdAt: '2026-11-25T15:20:04.512Z',
  origin: '101',
  destination: '107',
  equipment: { container: 'HLXU3188450', chassis: '', trailer: '' },
  orderedAt: '2026-11-25T15:18:00Z',
};
