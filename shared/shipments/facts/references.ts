import { InvalidValue } from '#shared/domain/errors';
import { messages } from '#shared/itinerary-rules/index';
import { getMasterRecords, type MasterKind, type MasterRef } from '#shared/master-data/store';
import { SHIPMENT_BODY } from '#shared/shipments/facts/shipment-facts';
import type { ShipmentBody } from '#shared/shipments/schemas/shipment-request';

/** A master record a shipment names: the field that names it (a 400 names it too), and the record's noun. */
export interface NamedReference extends MasterRef {
  field: string;
  noun: string;
}

const nounOf = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** The records a shipment's facts name: its customer, origin, destination and equipment. */
export function factsReferencesOf(body: ShipmentBody): NamedReference[] {
  const pieces = (['container', 'chassis', 'trailer'] as const)
    .filter((kind) => body.equipment[kind] !== '')
    .map((kind) => ({ kind, id: body.equipment[kind], field: `equipment.${kind}`, noun: nounOf(kind) }));
  return [
    { kind: 'customer', id: body.customer.id, field: 'customer.id', noun: 'Customer' },
    { kind: 'site', id: body.origin.id, field: 'origin.id', noun: 'Site' },
    { kind: 'site', id: body.destination.id, field: 'destination.id', noun: 'Site' },
    ...pieces,
  ];
}

/** Where the records named are looked up: `getMasterRecords`'s answer, or records read otherwise. */
export interface ReferenceLookup {
  get(kind: MasterKind, id: string): object | undefined;
}

/** A record with an `active` flag set to false is retired; one without the flag is active. */
const isRetired = (record: unknown): boolean => (record as { active?: unknown }).active === false;

/**
 * Every one of `references` must be among the records `found` and active:
 * the first that is not is a 400 naming its field, worded as the rules word
 * a retired record ("Driver D9 is retired.").
 */
export function assertUsable(references: readonly NamedReference[], found: ReferenceLookup): void {
  for (const { kind, id, field, noun } of references) {
    const record = found.get(kind, id);
    if (record === undefined) throw new InvalidValue(SHIPMENT_BODY, field, `${noun} ${id} does not exist.`);
    if (isRetired(record)) throw new InvalidValue(SHIPMENT_BODY, field, messages.retired(noun, id));
  }
}

/**
 * Every customer, site and piece of equipment the body names must exist and
 * be active: the first that does not is a 400 naming its field
 * (`customer.id`). One BatchGet, made alongside the shipment's own read.
 */
export async function assertReferencesUsable(body: ShipmentBody): Promise<void> {
  const references = factsReferencesOf(body);
  assertUsable(references, await getMasterRecords(references));
}
