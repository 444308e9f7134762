/**
 * Checks that span items of a data file: every id a value refers to is declared
 * in the list it names, and ids are unique where they identify something.
 */

import { locationKindsFor } from '#shared/domain/location-kinds';
import type { Assignee, DataSet, ItineraryEvent, LocationKind, StoredShipment } from '#shared/domain/types';
import { formatPath } from '#shared/schemas/issue-path';
import type { FileIndex, FileIssue, ListKey } from './file-index';

type Path = PropertyKey[];
type IsDeclared = (key: ListKey, id: string) => boolean;

/** Lists whose items are identified by `id`. */
const KEYED_LISTS = [
  'customers',
  'sites',
  'yards',
  'crossDocks',
  'drivers',
  'carriers',
  'tractors',
  'chassis',
  'containers',
  'trailers',
  'shipments',
] as const satisfies readonly ListKey[];
type KeyedList = (typeof KEYED_LISTS)[number];

/** How a message names an id of each list; drivers and carriers as in the spec's itinerary messages. */
const ID_NOUNS: Record<KeyedList, string> = {
  customers: 'Customer',
  sites: 'Site id',
  yards: 'Site id',
  crossDocks: 'Site id',
  drivers: 'The driver',
  carriers: 'The carrier',
  tractors: 'Tractor',
  chassis: 'Chassis',
  containers: 'Container',
  trailers: 'Trailer',
  shipments: 'Shipment',
};

const LOCATION_LISTS: Record<LocationKind, KeyedList> = {
  site: 'sites',
  yard: 'yards',
  crossDock: 'crossDocks',
};

const orList = (words: readonly string[]): string =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');

/** An empty id is the unset value: it refers to nothing. */
function reference(isDeclared: IsDeclared, key: KeyedList, id: string, path: Path): FileIssue[] {
  if (id === '' || isDeclared(key, id)) return [];
  return [{ path, message: `${ID_NOUNS[key]} ${id} does not exist in ${key}.` }];
}

/** The kind of location an event names follows from its type (the spec's location rule). */
function siteIssues(isDeclared: IsDeclared, event: ItineraryEvent, at: Path): FileIssue[] {
  const lists = locationKindsFor(event.type).map((kind) => LOCATION_LISTS[kind]);
  if (lists.some((key) => isDeclared(key, event.site.id))) return [];
  return [
    { path: [...at, 'site', 'id'], message: `Site id ${event.site.id} does not exist in ${orList(lists)}.` },
  ];
}

function moveIssues(
  isDeclared: IsDeclared,
  move: { driver: Assignee; powerUnit: { id: string }; events: ItineraryEvent[] },
  at: Path,
): FileIssue[] {
  const { type, id } = move.driver;
  const assignee = type === 'driver' ? 'drivers' : type === 'carrier' ? 'carriers' : undefined;
  return [
    ...(assignee ? reference(isDeclared, assignee, id, [...at, 'driver', 'id']) : []),
    ...reference(isDeclared, 'tractors', move.powerUnit.id, [...at, 'powerUnit', 'id']),
    ...move.events.flatMap((event, e) => siteIssues(isDeclared, event, [...at, 'events', e])),
  ];
}

function shipmentIssues(isDeclared: IsDeclared, shipment: StoredShipment, at: Path): FileIssue[] {
  const { equipment } = shipment;
  return [
    ...reference(isDeclared, 'sites', shipment.origin, [...at, 'origin']),
    ...reference(isDeclared, 'sites', shipment.destination, [...at, 'destination']),
    ...reference(isDeclared, 'customers', shipment.customerId, [...at, 'customerId']),
    ...reference(isDeclared, 'containers', equipment.container, [...at, 'equipment', 'container']),
    ...reference(isDeclared, 'chassis', equipment.chassis, [...at, 'equipment', 'chassis']),
    ...reference(isDeclared, 'trailers', equipment.trailer, [...at, 'equipment', 'trailer']),
    ...shipment.itinerary.moves.flatMap((move, m) => moveIssues(isDeclared, move, [...at, 'moves', m])),
  ];
}

interface Keyed {
  value: string;
  path: Path;
  /** The message for a repeat, given where the value first occurred. */
  repeated: (firstAt: string) => string;
}

function duplicates(entries: Keyed[]): FileIssue[] {
  const firstAt = new Map<string, Path>();
  return entries.flatMap(({ value, path, repeated }) => {
    const first = firstAt.get(value);
    if (first === undefined) {
      firstAt.set(value, path);
      return [];
    }
    return [{ path, message: repeated(formatPath(first)) }];
  });
}

function duplicateIds(index: FileIndex): FileIssue[] {
  return KEYED_LISTS.flatMap((key) => {
    const ids: Keyed[] = [];
    index.ids(key).forEach((id, i) => {
      if (id !== undefined) {
        ids.push({ value: id, path: [key, i, 'id'], repeated: (at) => `Duplicate id ${id}: also at ${at}.` });
      }
    });
    return duplicates(ids);
  });
}

function nonShipmentMoveIssues(isDeclared: IsDeclared, dataSet: DataSet, index: FileIndex): FileIssue[] {
  const events: Keyed[] = [];
  const issues = dataSet.nonShipmentMoves.flatMap((move, position) => {
    const at = ['nonShipmentMoves', index.indexOf('nonShipmentMoves', position)];
    move.events.forEach((event, e) => {
      const id = event.id ?? '';
      events.push({
        value: id,
        path: [...at, 'events', e, 'id'],
        repeated: (first) => `Duplicate non-shipment event id ${id}: also at ${first}.`,
      });
    });
    const asMove = { driver: { type: 'driver' as const, id: move.driverId }, ...move };
    return moveIssues(isDeclared, asMove, at);
  });
  // Event ids identify events across drivers (PUT /drivers/{id}/non-shipment-events/{eventId}).
  return [...issues, ...duplicates(events)];
}

function documentIssues(isDeclared: IsDeclared, dataSet: DataSet, index: FileIndex): FileIssue[] {
  const supported: readonly string[] = dataSet.settings.documentTypes;
  const kinds: Keyed[] = [];
  const issues = dataSet.documents.flatMap((document, position) => {
    const at = ['documents', index.indexOf('documents', position)];
    const { shipmentId, type } = document;
    kinds.push({
      value: JSON.stringify([shipmentId, type]),
      path: [...at, 'type'],
      repeated: (first) => `Shipment ${shipmentId} already has a ${type} document at ${first}.`,
    });
    return [
      ...reference(isDeclared, 'shipments', shipmentId, [...at, 'shipmentId']),
      ...(supported.includes(type)
        ? []
        : [{ path: [...at, 'type'], message: `Document type ${type} is not in settings.documentTypes.` }]),
    ];
  });
  // A shipment has one current document per type: two in the file would make the result depend on load order.
  return [...issues, ...duplicates(kinds)];
}

/** Every reference and uniqueness issue of a data set parsed from a file, with its path in the file. */
export function referenceIssues(dataSet: DataSet, index: FileIndex): FileIssue[] {
  const declared = new Map<ListKey, Set<string>>();
  const isDeclared: IsDeclared = (key, id) => {
    let ids = declared.get(key);
    if (!ids) {
      ids = new Set(index.ids(key).filter((declaredId) => declaredId !== undefined));
      declared.set(key, ids);
    }
    return ids.has(id);
  };
  return [
    ...duplicateIds(index),
    ...dataSet.shipments.flatMap((shipment, position) =>
      shipmentIssues(isDeclared, shipment, ['shipments', index.indexOf('shipments', position)]),
    ),
    ...nonShipmentMoveIssues(isDeclared, dataSet, index),
    ...documentIssues(isDeclared, dataSet, index),
  ];
}
