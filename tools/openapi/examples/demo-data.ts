import type { LocationDirectory } from '#shared/domain/location-directory';
import type { DataSet, Location, StoredShipment } from '#shared/domain/types';
import { readDataFile } from '#tools/data-file/parse';

/** The data set `npm start` loads: every example of the API document is drawn from it. */
export const DEMO_DATA_FILE = 'data/demo.json';

export interface DemoData {
  dataSet: DataSet;
  directory: LocationDirectory;
  shipment(id: string): StoredShipment;
}

const byId = (locations: Location[]) => new Map(locations.map((location) => [location.id, location]));

export async function readDemoData(): Promise<DemoData> {
  const parsed = await readDataFile(DEMO_DATA_FILE);
  if (!parsed.ok) throw new Error(`${DEMO_DATA_FILE} is invalid:\n${parsed.errors.join('\n')}`);
  const { dataSet } = parsed;
  return {
    dataSet,
    directory: { site: byId(dataSet.sites), yard: byId(dataSet.yards), crossDock: byId(dataSet.crossDocks) },
    shipment(id) {
      const found = dataSet.shipments.find((shipment) => shipment.id === id);
      if (!found) throw new Error(`The demo data has no shipment ${id}.`);
      return found;
    },
  };
}
