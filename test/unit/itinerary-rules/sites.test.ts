import { CROSS_DOCK, failuresOf, itinerary, OTHER_SITE, rulesInput, YARD } from './fixtures';

function failures(...moves: string[][]) {
  return failuresOf(rulesInput(itinerary(...moves)));
}

describe('events sites', () => {
  test('yard events need a yard', () => {
    expect(failures(['hook-origin', 'drop-yard@999'], ['hook-yard@999', 'drop-destination'])).toEqual([
      'Site id 999 does not exist in yards.',
    ]);
  });

  test('an id that is a site, not a yard, is not a valid yard location', () => {
    expect(
      failures(['hook-origin', `drop-yard@${OTHER_SITE}`], [`hook-yard@${YARD}`, 'drop-destination']),
    ).toEqual([`Site id ${OTHER_SITE} is not a valid yard location.`]);
    expect(failures(['hook-origin', `drop-yard@${CROSS_DOCK}`], ['hook-yard', 'drop-destination'])).toEqual([
      `Site id ${CROSS_DOCK} is not a valid yard location.`,
    ]);
  });

  test('cross-dock events need a cross-dock', () => {
    expect(failures(['hook-empty@120', 'pickup-origin', 'deliver-crossdock@501'])).toEqual([
      'Site id 501 does not exist in cross-docks.',
    ]);
    expect(failures(['hook-empty@120', 'pickup-origin', `deliver-crossdock@${YARD}`])).toEqual([
      `Site id ${YARD} does not exist in cross-docks.`,
    ]);
  });

  test('other events need a site', () => {
    expect(failures(['hook-origin', 'drop-destination', 'hook-bobtail@110', 'drop-bobtail@600'])).toEqual([
      'Site id 600 does not exist in sites.',
    ]);
    expect(failures(['hook-origin', 'drop-destination', 'hook-bobtail@110', `drop-bobtail@${YARD}`])).toEqual(
      [`Site id ${YARD} does not exist in sites.`],
    );
  });

  test('hook-chassis and drop-chassis may be at a yard or a site', () => {
    expect(failures([`hook-chassis@${YARD}`, `drop-chassis@${OTHER_SITE}`])).toEqual([]);
    expect(failures([`hook-chassis@${OTHER_SITE}`, `drop-chassis@${YARD}`])).toEqual([]);
    expect(failures(['hook-chassis@999', `drop-chassis@${YARD}`])).toEqual([
      'Site id 999 does not exist in sites.',
    ]);
  });

  test('an id inherited by every object is not a location', () => {
    expect(failures(['hook-origin', 'drop-yard@constructor'], ['hook-yard', 'drop-destination'])).toEqual([
      'Site id constructor does not exist in yards.',
    ]);
  });
});

describe('shipment origin and destination', () => {
  test('spec examples: origin and destination sites cannot be changed through the itinerary', () => {
    expect(failures(['hook-origin@121', 'drop-destination'])).toEqual([
      'The origin id 109 cannot be changed on the hook-origin.',
    ]);
    expect(failures(['hook-origin', 'drop-destination@121'])).toEqual([
      'The destination id 110 cannot be changed on the drop-destination.',
    ]);
  });

  test('every origin and destination event type is held to its site', () => {
    expect(failures(['hook-chassis@200', 'mount-origin@121', 'dismount-destination@120'])).toEqual([
      'The origin id 109 cannot be changed on the mount-origin.',
      'The destination id 110 cannot be changed on the dismount-destination.',
    ]);
    expect(failures(['hook-empty@120', 'pickup-origin@121', 'deliver-destination@120'])).toEqual([
      'The origin id 109 cannot be changed on the pickup-origin.',
      'The destination id 110 cannot be changed on the deliver-destination.',
    ]);
  });

  test('events the spec keeps away from the origin or destination', () => {
    expect(failures(['hook-empty@109', 'pickup-origin', 'drop-destination'])).toEqual([
      'A hook-empty cannot be at the origin of the shipment.',
    ]);
    expect(failures(['hook-origin', 'deliver-destination', 'drop-empty@110'])).toEqual([
      'A drop-empty cannot be at the destination of the shipment.',
    ]);
    expect(failures(['hook-origin', 'scale-stopoff@109', 'drop-destination'])).toEqual([
      'A scale-stopoff cannot be at the origin or destination of the shipment.',
    ]);
  });

  test('the shipment is taken up at its origin before its destination', () => {
    const message =
      'A hook, pickup, or mount at the origin of the shipment does not exist prior to a drop, deliver, or dismount at the destination of the shipment.';
    expect(failures(['hook-loaded@120', 'drop-destination'])).toEqual([message]);
    expect(failures(['hook-loaded@120', 'drop-yard'], ['hook-yard', 'drop-destination'])).toEqual([message]);
    expect(failures(['hook-loaded@120', 'drop-loaded@121'])).toEqual([]);
  });
});

describe('street turn', () => {
  const message =
    'Non-routed events can only appear in the last move of an import shipment or the first move of an export shipment.';

  test('not in an import move other than the last', () => {
    expect(failures(['hook-origin', 'drop-destination'], ['hook-empty@110', 'drop-non-routed@110'])).toEqual(
      [],
    );
    expect(
      failures(
        ['hook-origin', 'drop-destination'],
        ['hook-empty@110', 'drop-non-routed@110'],
        ['hook-bobtail@110', 'drop-bobtail@120'],
      ),
    ).toEqual([message]);
  });

  test('not in an export move other than the first, nor in other shipment types', () => {
    const exportShipment = rulesInput(
      itinerary(['hook-origin', 'drop-yard'], ['hook-non-routed@120', 'drop-empty@109']),
    );
    exportShipment.shipment.type = 'export';
    expect(failuresOf(exportShipment)).toContain(message);
    for (const type of ['oneway', 'intermodal-oneway'] as const) {
      const input = rulesInput(
        itinerary(['hook-non-routed@120', 'drop-empty@121'], ['hook-origin', 'drop-destination']),
      );
      input.shipment.type = type;
      expect(failuresOf(input)).toEqual([message]);
    }
  });
});
