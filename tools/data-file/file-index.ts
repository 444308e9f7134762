import type { DataSet } from '#shared/domain/types';

/** The top-level lists of a data file (every key but `settings`). */
export type ListKey = Exclude<keyof DataSet, 'settings'>;

/** A bad value, located by its path in the file (`['shipments', 3, 'origin']`). */
export interface FileIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * Ties a data set parsed from a file back to the file. Bad items are left out of
 * the parsed lists, so positions shift; and ids of bad items are still declared,
 * so that a reference to them is not reported as dangling on top of the item's own error.
 */
export interface FileIndex {
  /** Index in the file of the item at `position` of the parsed list. */
  indexOf(key: ListKey, position: number): number;
  /** The `id` of every item of the list, by file index, bad items included (`undefined` when unreadable). */
  ids(key: ListKey): readonly (string | undefined)[];
}
