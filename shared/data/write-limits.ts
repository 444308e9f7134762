import { StorageLimitError } from './errors';
import type { Item } from './item';

/** DynamoDB's limits on one TransactWriteItems request and on any item. */
export const MAX_TRANSACTION_ITEMS = 100;
export const MAX_TRANSACTION_BYTES = 4 * 1024 * 1024;
export const MAX_ITEM_BYTES = 400 * 1024;

/**
 * An upper bound of an item's size as DynamoDB counts it, for items of
 * strings, maps, lists, a few numbers and binary values (as this table's are):
 * JSON spells every attribute name and string in full, plus quotes and separators.
 */
export function itemSizeBound(item: Item): number {
  let binaryBytes = 0;
  // Bytes count as themselves, not as the JSON of their numbers.
  const text = JSON.stringify(item, (_key, value: unknown) => {
    if (!(value instanceof Uint8Array)) return value;
    binaryBytes += value.byteLength;
    return '';
  });
  return Buffer.byteLength(text, 'utf8') + binaryBytes;
}

/** Whether one transaction of `transactionItems` holding `puts` is within DynamoDB's limits. */
export function fitsOneTransaction(transactionItems: number, puts: readonly Item[]): boolean {
  try {
    assertWithinWriteLimits(transactionItems, puts);
    return true;
  } catch (error) {
    if (error instanceof StorageLimitError) return false;
    throw error;
  }
}

/**
 * Refuses, before anything is sent, a transaction DynamoDB would reject for
 * its size: a client that sent it gets a 4xx saying so, not a 500.
 */
export function assertWithinWriteLimits(transactionItems: number, puts: readonly Item[]): void {
  if (transactionItems > MAX_TRANSACTION_ITEMS) {
    throw new StorageLimitError(
      `it changes ${transactionItems} stored items, more than the ${MAX_TRANSACTION_ITEMS} one update can hold`,
    );
  }
  const sizes = puts.map(itemSizeBound);
  const largest = Math.max(0, ...sizes);
  if (largest > MAX_ITEM_BYTES) {
    throw new StorageLimitError(
      `one of its stored items would take ${Math.ceil(largest / 1024)} KB, more than the ${MAX_ITEM_BYTES / 1024} KB an item can hold`,
    );
  }
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total > MAX_TRANSACTION_BYTES) {
    throw new StorageLimitError(
      `its stored items would take ${Math.ceil(total / 1024)} KB, more than the ${MAX_TRANSACTION_BYTES / 1024 / 1024} MB one update can hold`,
    );
  }
}
