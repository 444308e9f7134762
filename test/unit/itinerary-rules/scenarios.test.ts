import type { Itinerary } from '#shared/domain/types';
import {
  CROSS_DOCK,
  DESTINATION,
  event,
  expectStored,
  itinerary,
  move,
  ORIGIN,
  OTHER_SITE,
  rulesInput,
  SCALE,
  SECOND_SITE,
  shipment,
  unassigned,
  YARD,
} from './fixtures';

/**
 * Realistic itineraries that must pass. Import: origin is the port, destination the
 * consignee. Export: origin is the shipper, destination the port.
 */
const PORT_IMPORT = ORIGIN;
const CONSIGNEE = DESTINATION;
const SHIPPER = ORIGIN;
const PORT_EXPORT = DESTINATION;

const importShipment = shipment({ type: 'import' });
const exportShipment = shipment({ type: 'export' });
const vanShipment = shipment({ type: 'oneway', equipment: { container: '', chassis: '', trailer: 'TR-3' } });

function stored(proposed: Itinerary, which = importShipment) {
  return expectStored(rulesInput(proposed, { shipment: which }));
}

describe('import', () => {
  test('drop and hook: loaded to the consignee, empty back to the port', () => {
    stored(
      itinerary(
        [`hook-origin@${PORT_IMPORT}`, `drop-destination@${CONSIGNEE}`],
        [`hook-empty@${CONSIGNEE}`, `drop-empty@${PORT_IMPORT}`],
      ),
    );
  });

  test('drop and hook with a pool chassis picked up and returned', () => {
    stored(
      itinerary(
        [`hook-chassis@${YARD}`, 'mount-origin', 'dismount-destination', `drop-chassis@${YARD}`],
        [
          `hook-chassis@${YARD}`,
          `mount-empty@${CONSIGNEE}`,
          `dismount-empty@${PORT_IMPORT}`,
          `drop-chassis@${YARD}`,
        ],
      ),
    );
  });

  test('dismount at the consignee, the same driver keeping the chassis for the empty', () => {
    stored(
      itinerary(
        [`hook-chassis@${YARD}`, 'mount-origin', 'dismount-destination'],
        [`mount-empty@${CONSIGNEE}`, `dismount-empty@${PORT_IMPORT}`, `drop-chassis@${YARD}`],
      ),
    );
  });

  test('live unload, empty returned mounted or dismounted', () => {
    stored(itinerary(['hook-origin', 'deliver-destination', `drop-empty@${PORT_IMPORT}`]));
    stored(
      itinerary([
        'hook-origin',
        'deliver-destination',
        `dismount-empty@${PORT_IMPORT}`,
        `drop-chassis@${YARD}`,
      ]),
    );
  });

  test('yard split of a move: drop-yard ends the first, hook-yard starts the second', () => {
    stored(
      itinerary(
        ['hook-origin', 'drop-yard'],
        ['hook-yard', 'drop-destination'],
        [`hook-empty@${CONSIGNEE}`, `drop-empty@${PORT_IMPORT}`],
      ),
    );
  });

  test('loaded container dismounted at a customer site and mounted again later', () => {
    stored(
      itinerary(
        ['hook-origin', `dismount-loaded@${OTHER_SITE}`, `drop-chassis@${YARD}`],
        [`hook-chassis@${YARD}`, `mount-loaded@${OTHER_SITE}`, 'drop-destination'],
      ),
    );
  });

  test('bobtail after the delivery, charged to the customer', () => {
    stored(
      itinerary(
        ['hook-origin', 'drop-destination', `hook-bobtail@${CONSIGNEE}`, `drop-bobtail@${OTHER_SITE}`],
        [`hook-empty@${CONSIGNEE}`, `drop-empty@${PORT_IMPORT}`],
      ),
    );
  });

  test('street turn: the last move takes the empty to an export', () => {
    stored(
      itinerary(
        ['hook-origin', 'drop-destination'],
        [`hook-empty@${CONSIGNEE}`, `drop-non-routed@${CONSIGNEE}`],
      ),
    );
  });
});

describe('export', () => {
  test('empty to the shipper by its dropBy, loaded to the port by its pickupBy', () => {
    const proposed: Itinerary = {
      moves: [
        move([
          event('hook-empty', { siteId: PORT_EXPORT }),
          event('drop-empty', { siteId: SHIPPER, dropBy: '2026-12-01T17:00:00' }),
        ]),
        move([
          event('hook-origin', { siteId: SHIPPER, pickupBy: '2026-12-03T12:00:00' }),
          event('drop-destination', { siteId: PORT_EXPORT }),
        ]),
      ],
    };
    const result = stored(proposed, exportShipment);
    expect(result.moves[0]?.events[1]?.dropBy).toBe('2026-12-01T17:00:00');
    expect(result.moves[1]?.events[0]?.pickupBy).toBe('2026-12-03T12:00:00');
  });

  test('empty mounted at the port and dismounted at the shipper, mounted again once loaded', () => {
    stored(
      itinerary(
        [
          `hook-chassis@${YARD}`,
          `mount-empty@${PORT_EXPORT}`,
          `dismount-empty@${SHIPPER}`,
          `drop-chassis@${YARD}`,
        ],
        [
          `hook-chassis@${YARD}`,
          `mount-origin@${SHIPPER}`,
          `dismount-destination@${PORT_EXPORT}`,
          `drop-chassis@${YARD}`,
        ],
      ),
      exportShipment,
    );
  });

  test('live load at the shipper', () => {
    stored(itinerary([`hook-empty@${PORT_EXPORT}`, 'pickup-origin', 'drop-destination']), exportShipment);
  });

  test('street turn: the first move brings the empty of an import', () => {
    stored(
      itinerary(
        [`hook-non-routed@${OTHER_SITE}`, `drop-empty@${SHIPPER}`],
        ['hook-origin', 'drop-destination'],
      ),
      exportShipment,
    );
  });

  test('street turn where the import consignee is the shipper: an unassigned placeholder move completes itself', () => {
    const proposed: Itinerary = {
      moves: [
        unassigned([
          event('hook-non-routed', { siteId: SHIPPER }),
          event('drop-non-routed', { siteId: SHIPPER }),
        ]),
        move([event('hook-origin'), event('drop-destination')]),
      ],
    };
    const result = stored(proposed, exportShipment);
    expect(result.moves[0]?.status).toBe('completed');
    expect(result.moves[0]?.events.every((e) => e.completed)).toBe(true);
    expect(result.moves[1]?.status).toBe('pending');
  });
});

describe('one-way and intermodal', () => {
  test('cross-dock consolidation: freight delivered to a cross-dock, picked up with other freight', () => {
    stored(
      itinerary(
        [`hook-empty@${OTHER_SITE}`, 'pickup-origin', `deliver-crossdock@${CROSS_DOCK}`],
        [`pickup-crossdock@${CROSS_DOCK}`, 'deliver-destination', `drop-empty@${OTHER_SITE}`],
      ),
      vanShipment,
    );
    stored(
      itinerary(['pickup-origin', 'deliver-crossdock'], ['pickup-crossdock', 'deliver-destination']),
      vanShipment,
    );
  });

  test('stop-off pickups and deliveries on the way', () => {
    stored(
      itinerary([
        `hook-empty@${OTHER_SITE}`,
        'pickup-origin',
        `pickup-stopoff@${SECOND_SITE}`,
        `deliver-stopoff@${OTHER_SITE}`,
        'deliver-destination',
        `drop-empty@${SECOND_SITE}`,
      ]),
      vanShipment,
    );
  });

  test('a trailer dropped at a stop-off and hooked there by the next move', () => {
    stored(
      itinerary(
        ['hook-origin', `drop-stopoff@${SECOND_SITE}`],
        [`hook-stopoff@${SECOND_SITE}`, 'drop-destination'],
      ),
      vanShipment,
    );
  });

  test('scale stop between origin and destination', () => {
    stored(itinerary(['hook-origin', `scale-stopoff@${SCALE}`, 'drop-destination']), vanShipment);
  });

  test('intermodal one-way keeps the pickupBy of its origin event', () => {
    const proposed = {
      moves: [move([event('hook-origin', { pickupBy: '2026-12-01T09:00:00' }), event('drop-destination')])],
    };
    const result = stored(proposed, shipment({ type: 'intermodal-oneway' }));
    expect(result.moves[0]?.events[0]?.pickupBy).toBe('2026-12-01T09:00:00');
  });

  test('a carrier handles the line haul between two yard moves', () => {
    const proposed = itinerary(
      ['hook-origin', 'drop-yard'],
      ['hook-yard', 'drop-yard'],
      ['hook-yard', 'drop-destination'],
    );
    const line = proposed.moves[1];
    if (line) line.driver = { type: 'carrier', id: 'CR-1' };
    stored(proposed, vanShipment);
  });
});
