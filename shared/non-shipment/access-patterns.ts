import { type AccessPattern, inModule, keyTemplates } from '#shared/data/access-patterns';
import { nonShipmentItemTypes } from './keys';

const keyOf = keyTemplates(nonShipmentItemTypes());

/**
 * How a driver's non-shipment events are read and written, as
 * docs/data-model.md lists them (`npm run docs:data-model`).
 */
export const nonShipmentAccessPatterns = (): AccessPattern[] => [
  {
    pattern: 'Find a non-shipment event by driver and event id, with its move',
    index: 'table, Get then Get',
    key: `${keyOf('nonShipmentEvent')}, whose \`data.move\` is the plan entry's key`,
    functions: [inModule('shared/non-shipment/store.ts', 'getNonShipmentEvent')],
  },
  {
    pattern: 'Update a non-shipment move if it is unchanged since it was read',
    index: 'table, TransactWrite',
    key: 'plan entry conditioned on `version`; its pointers and uses by key',
    functions: [inModule('shared/non-shipment/store.ts', 'putNonShipmentMove')],
  },
];
