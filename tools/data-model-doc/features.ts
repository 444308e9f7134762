import { budgetAccessPatterns } from '#shared/budgets/access-patterns';
import { budgetItemTypes } from '#shared/budgets/keys';
import type { AccessPattern } from '#shared/data/access-patterns';
import type { ItemType } from '#shared/data/keys';
import { documentAccessPatterns } from '#shared/documents/access-patterns';
import { documentItemTypes } from '#shared/documents/keys';
import { feedAccessPatterns } from '#shared/feed/access-patterns';
import { feedItemTypes } from '#shared/feed/keys';
import { idempotencyAccessPatterns } from '#shared/http/idempotency/access-patterns';
import { idempotencyItemTypes } from '#shared/http/idempotency/keys';
import { importAccessPatterns } from '#shared/imports/access-patterns';
import { importItemTypes } from '#shared/imports/keys';
import { clientAccessPatterns } from '#shared/integrations/access-patterns';
import { clientItemTypes } from '#shared/integrations/keys';
import { masterDataAccessPatterns } from '#shared/master-data/access-patterns';
import { masterDataItemTypes } from '#shared/master-data/keys';
import { nonShipmentAccessPatterns } from '#shared/non-shipment/access-patterns';
import { nonShipmentItemTypes } from '#shared/non-shipment/keys';
import { settingsAccessPatterns } from '#shared/settings/access-patterns';
import { settingsItemTypes } from '#shared/settings/keys';
import { shipmentAccessPatterns } from '#shared/shipments/store/access-patterns';
import { shipmentItemTypes } from '#shared/shipments/store/keys';
import { webhookAccessPatterns } from '#shared/webhooks/access-patterns';
import { webhookItemTypes } from '#shared/webhooks/keys';

/** A feature's storage as it declares it beside its keys: its item types and its access patterns. */
export interface FeatureStorage {
  itemTypes: () => Record<string, ItemType>;
  accessPatterns: () => AccessPattern[];
}

/**
 * Every feature that stores items in the table, with what it declares beside
 * its keys, in the order docs/data-model.md lists them. A feature that adds a
 * stored item type changes only its own folder: its item types (`keys.ts`)
 * and access patterns (`access-patterns.ts`) reach the docs through here.
 */
export const FEATURE_STORAGE = {
  settings: { itemTypes: settingsItemTypes, accessPatterns: settingsAccessPatterns },
  'master-data': { itemTypes: masterDataItemTypes, accessPatterns: masterDataAccessPatterns },
  shipments: { itemTypes: shipmentItemTypes, accessPatterns: shipmentAccessPatterns },
  'non-shipment': { itemTypes: nonShipmentItemTypes, accessPatterns: nonShipmentAccessPatterns },
  documents: { itemTypes: documentItemTypes, accessPatterns: documentAccessPatterns },
  imports: { itemTypes: importItemTypes, accessPatterns: importAccessPatterns },
  idempotency: { itemTypes: idempotencyItemTypes, accessPatterns: idempotencyAccessPatterns },
  integrations: { itemTypes: clientItemTypes, accessPatterns: clientAccessPatterns },
  budgets: { itemTypes: budgetItemTypes, accessPatterns: budgetAccessPatterns },
  webhooks: { itemTypes: webhookItemTypes, accessPatterns: webhookAccessPatterns },
  feed: { itemTypes: feedItemTypes, accessPatterns: feedAccessPatterns },
} as const satisfies Record<string, FeatureStorage>;
