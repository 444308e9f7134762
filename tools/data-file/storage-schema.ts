import { getItem } from '#shared/data/get-item';
import type { Item } from '#shared/data/item';
import { SETTINGS_ENTITIES, storageSchemaKey } from '#shared/settings/keys';

/**
 * The storage schema this code reads and writes (docs/data-model.md,
 * Storage). It changes with any change to what items hold that code written
 * for the old one cannot read; the service is never deployed with older
 * data, so no code reads an older schema: a table of another is refused.
 * 2: pages and derived items keyed by stored move keys.
 * 3: equipment uses keyed by the date they end.
 * 4: every location has its zone, and every subscription its ranks.
 */
export const STORAGE_SCHEMA_VERSION = 4;

/** The marker item every load writes. */
export function storageSchemaItem(): Item<{ version: number }> {
  return {
    ...storageSchemaKey,
    entity: SETTINGS_ENTITIES.storageSchema,
    data: { version: STORAGE_SCHEMA_VERSION },
  };
}

/** The schema a table was loaded with; undefined when no load marked it (a table older than the marker). */
export async function storedSchemaVersion(): Promise<number | undefined> {
  const item = await getItem(storageSchemaKey);
  return (item?.data as { version: number } | undefined)?.version;
}

/**
 * Why a kept local store cannot be served, in one line, or undefined when it
 * can: it was loaded with this schema.
 */
export async function keptStoreRefusal(stateDir: string): Promise<string | undefined> {
  const stored = await storedSchemaVersion();
  if (stored === STORAGE_SCHEMA_VERSION) return undefined;
  return `The local state in ${stateDir} was stored by an older version (storage schema ${stored ?? 'unmarked'}, now ${STORAGE_SCHEMA_VERSION}): start with --fresh, or delete that folder and start again to re-import the data.`;
}
