import type { Location, LocationKind } from './types';

/** The locations a resource refers to, by kind and id: what the rules read, and what answers render. */
export type LocationDirectory = Record<LocationKind, ReadonlyMap<string, Location>>;
