import { InvalidValue } from '#shared/domain/errors';
import { getMasterRecords, type MasterKind, type MasterRef } from '#shared/master-data/store';
import { SHIPMENT_BODY } from '#shared/shipments/facts/shipment-facts';
import type { ShipmentBody } from '#shared/shipments/schemas/shipment-request';

/** A reference of the body: the field that names it (a 400 names it too), and what it names. */
interface NamedReference extends MasterRef {
  field: string;
  label: string;
}

function referencesOf(body: ShipmentBody): NamedReference[] {
  const pieces = (['container', 'chassis', 'trailer'] as const)
    .filter((kind) => body.equipment[kind] !== '')
    .map((kind) => ({ kind, id: body.equipment[kind], field: `equipment.${kind}`, label: kind }));
  return [
    { kind: 'customer', id: body.customer.id, field: 'customer.id', label: 'customer' },
    { kind: 'site', id: body.origin.id, field: 'origin.id', label: 'site' },
    { kind: 'site', id: body.destination.id, field: 'destination.id', label: 'site' },
    ...pieces,
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A record with an `active` flag set to false is retired; one without the flag is active. */
const isRetired = (record: unknown): boolean => (record as { active?: unknown }).active === false;

/**
 * Every customer, site and piece of equipment the body names must exist and
 * be active: the first that does not is a 400 naming its field
 * (`customer.id`). One BatchGet, made alongside the shipment's own read.
 */
export async function assertReferencesUsable(body: ShipmentBody): Promise<void> {
  const references = referencesOf(body);
  const found = await getMasterRecords(references);
  for (const { kind, id, field, label } of references) {
    const record = found.get(kind as MasterKind, id);
    const problem = record === undefined ? 'does not exist' : isRetired(record) ? 'is retired' : undefined;
    if (problem !== undefined) {
      throw new InvalidValue(SHIPMENT_BODY, field, `${capitalised(label)} ${id} ${problem}.`);
    }
  }
}
