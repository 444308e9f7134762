import { budgetItemTypes } from '#shared/budgets/keys';
import { collectionItemTypes, type ItemType } from '#shared/data/keys';
import { documentItemTypes } from '#shared/documents/keys';
import { feedItemTypes } from '#shared/feed/keys';
import { idempotencyItemTypes } from '#shared/http/idempotency/keys';
import { importItemTypes } from '#shared/imports/keys';
import { clientItemTypes } from '#shared/integrations/keys';
import { MASTER_COLLECTIONS, masterDataItemTypes } from '#shared/master-data/keys';
import { nonShipmentItemTypes } from '#shared/non-shipment/keys';
import { settingsItemTypes } from '#shared/settings/keys';
import { shipmentItemTypes } from '#shared/shipments/store/keys';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import {
  DELIVERY_COLLECTIONS,
  OWNED_COLLECTIONS,
  SUBSCRIPTION_COLLECTION,
  webhookItemTypes,
} from '#shared/webhooks/keys';

/**
 * Every item type of the single table, in the order the data model lists
 * them: the documentation view, assembled from the item types each feature
 * declares beside its keys (`docs/data-model.md`, `npm run docs:data-model`).
 */
export function itemTypes() {
  return {
    ...settingsItemTypes(),
    ...masterDataItemTypes(),
    ...shipmentItemTypes(),
    ...nonShipmentItemTypes(),
    ...documentItemTypes(),
    ...importItemTypes(),
    ...idempotencyItemTypes(),
    ...clientItemTypes(),
    ...budgetItemTypes(),
    ...webhookItemTypes(),
    ...feedItemTypes(),
    ...collectionItemTypes({
      counted: [
        MASTER_COLLECTIONS,
        SHIPMENT_COLLECTION,
        DELIVERY_COLLECTIONS,
        SUBSCRIPTION_COLLECTION,
        OWNED_COLLECTIONS,
      ],
      withHoles: [SUBSCRIPTION_COLLECTION, OWNED_COLLECTIONS],
    }),
  } as const satisfies Record<string, ItemType>;
}

export type ItemTypeName = keyof ReturnType<typeof itemTypes>;
