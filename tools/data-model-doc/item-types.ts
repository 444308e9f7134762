import { collectionItemTypes, type ItemType } from '#shared/data/keys';
import { MASTER_COLLECTIONS } from '#shared/master-data/keys';
import { SHIPMENT_COLLECTION } from '#shared/shipments/store/partition';
import { DELIVERY_COLLECTIONS, OWNED_COLLECTIONS, SUBSCRIPTION_COLLECTION } from '#shared/webhooks/keys';
import { FEATURE_STORAGE } from './features';

type Features = typeof FEATURE_STORAGE;
/** Every feature's item types in one record, keeping each type's name. */
type FeatureItemTypes = UnionToIntersection<ReturnType<Features[keyof Features]['itemTypes']>>;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/**
 * Every item type of the single table, in the order the data model lists
 * them: the documentation view, assembled from the item types each feature
 * declares beside its keys (`features.ts`), then the items every ranked
 * collection adds (`docs/data-model.md`, `npm run docs:data-model`).
 */
export function itemTypes() {
  const features = Object.values(FEATURE_STORAGE).map((feature) => feature.itemTypes());
  return {
    ...(Object.assign({}, ...features) as FeatureItemTypes),
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
