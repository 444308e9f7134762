import type { DataSet, Move, StoredShipment } from '#shared/domain/types';
import { equipmentUseDerivation, everywhereIn } from '#shared/itinerary-rules/index';
import { importedVersion } from '#shared/shipments/itinerary/version-record';
import { itemsOfShipment, versionRecordItem } from '#shared/shipments/store/shipments';
import { batchWriteItems } from '#tools/data-file/batch-write';
import { benchEvent } from './seed';

/**
 * A shipment whose itinerary has `moveCount` moves, valid against the demo
 * data: an import split through the yards, origin to a yard, yard to yard
 * over a scale, ..., yard to destination, two moves a day on dates no demo
 * move uses, alternating between two drivers with a tractor each. Stored
 * directly, as an import would store it: with its first version's record,
 * under the id `<idPrefix>-<moveCount>`.
 */
export async function storeLongItinerary(
  tableName: string,
  dataSet: DataSet,
  moveCount: number,
  idPrefix = 'LONG',
): Promise<StoredShipment> {
  const template = dataSet.shipments.find(
    (shipment) => shipment.type === 'import' && shipment.status === 'accepted',
  );
  const [firstDriver, secondDriver] = dataSet.drivers;
  const [firstTractor, secondTractor] = dataSet.tractors;
  const yards = dataSet.yards.map((yard) => yard.id);
  const scale = dataSet.sites.find(
    (site) => site.id !== template?.origin && site.id !== template?.destination,
  );
  if (
    !template ||
    !firstDriver ||
    !secondDriver ||
    !firstTractor ||
    !secondTractor ||
    yards.length < 2 ||
    !scale
  ) {
    throw new Error('The demo data lacks what a long itinerary needs.');
  }
  const yardAt = (index: number) => yards[index % yards.length]!;
  const moves = Array.from({ length: moveCount }, (_, index): Move => {
    const date = new Date(Date.UTC(2027, 2, 1) + Math.floor(index / 2) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const hour = index % 2 === 0 ? 6 : 14;
    const at = (offset: number) => `${date}T${String(hour + offset).padStart(2, '0')}:00:00`;
    const first =
      index === 0
        ? benchEvent('hook-origin', template.origin, at(0))
        : benchEvent('hook-yard', yardAt(index - 1), at(0));
    const last =
      index === moveCount - 1
        ? benchEvent('drop-destination', template.destination, at(4))
        : benchEvent('drop-yard', yardAt(index), at(4));
    const middle =
      index === 0 || index === moveCount - 1 ? [] : [benchEvent('scale-stopoff', scale.id, at(2))];
    const even = index % 2 === 0;
    return {
      driver: { type: 'driver', id: (even ? firstDriver : secondDriver).id },
      plannedDate: date,
      powerUnit: { id: (even ? firstTractor : secondTractor).id },
      status: 'pending',
      hint: '',
      events: [first, ...middle, last],
    };
  });
  const shipment: StoredShipment = {
    ...template,
    id: `${idPrefix}-${moveCount}`,
    orderNumber: `ORD-${idPrefix}-${moveCount}`,
    equipment: { container: 'BNCH0000050', chassis: 'CH-BENCH', trailer: '' },
    itinerary: { moves },
  };
  await batchWriteItems(tableName, {
    puts: [
      ...itemsOfShipment({ shipment, version: 1 }, equipmentUseDerivation(everywhereIn('America/Chicago'))),
      versionRecordItem({ shipment, version: 1 }, importedVersion(shipment, new Date())),
    ],
    deletes: [],
  });
  return shipment;
}
