import {
  DESTINATION,
  failuresOf,
  itinerary,
  ORIGIN,
  OTHER_SITE,
  rulesInput,
  shipment,
  YARD,
} from './fixtures';

const INVALID = 'The event sequence specified is invalid.';
const cannotFollow = (next: string, current: string) => `${INVALID} ${next} cannot come after ${current}.`;

function failures(...moves: string[][]) {
  return failuresOf(rulesInput(itinerary(...moves)));
}

describe('rule 1: a move starts with a starting event and ends with an ending event', () => {
  test('an itinerary cannot open with a drop', () => {
    expect(failures(['drop-destination', 'hook-empty@110', 'drop-empty'])).toContain(INVALID);
  });

  test('the last move cannot end while pulling the load', () => {
    expect(failures(['hook-origin', 'scale-stopoff@130'])).toEqual([INVALID]);
  });

  test('a move that ends while pulling the load leaves nothing the next move can start from', () => {
    expect(
      failures([`hook-chassis@${YARD}`, 'mount-origin'], ['dismount-destination', `drop-chassis@${YARD}`]),
    ).toEqual([cannotFollow('dismount-destination', 'mount-origin')]);
  });
});

describe('rule 2: each event suits the state the one before left, within and across moves', () => {
  test('mounting needs a bare chassis', () => {
    expect(failures(['hook-origin', 'mount-empty@120', 'drop-empty@120'])).toContain(
      cannotFollow('mount-empty', 'hook-origin'),
    );
  });

  test('the next move takes up what the previous one left: an unloaded container is not hooked loaded', () => {
    expect(failures(['hook-origin', 'drop-destination'], ['hook-loaded@110', 'drop-loaded@120'])).toEqual([
      cannotFollow('hook-loaded', 'drop-destination'),
    ]);
  });

  test('a trailer cannot be dismounted', () => {
    const van = shipment({ type: 'oneway', equipment: { container: '', chassis: '', trailer: 'TR-3' } });
    expect(
      failuresOf(rulesInput(itinerary(['hook-origin', 'dismount-destination']), { shipment: van })),
    ).toEqual([cannotFollow('dismount-destination', 'hook-origin')]);
  });
});

describe('rule 3: drop-yard is followed by hook-yard', () => {
  test('spec message: a hook-origin cannot come after a drop-yard', () => {
    expect(failures(['hook-origin', 'drop-yard'], ['hook-origin', 'drop-destination'])).toEqual([
      'A hook-origin cannot come after a drop-yard',
    ]);
  });

  test('any other hook after a drop-yard names the pair', () => {
    expect(failures(['hook-origin', 'drop-yard'], ['hook-loaded@120', 'drop-destination'])).toEqual([
      cannotFollow('hook-loaded', 'drop-yard'),
    ]);
  });

  test('spec message: a hook-origin cannot come after drop-destination', () => {
    expect(failures(['hook-origin', 'drop-destination'], ['hook-origin', 'drop-destination'])).toEqual([
      'A hook-origin cannot come after drop-destination in a shipment itinerary.',
    ]);
  });
});

describe('rule 4: freight picked up at a stop-off is delivered before an empty is dropped', () => {
  test('drop-empty cannot follow pickup-stopoff', () => {
    expect(failures(['hook-empty@120', 'pickup-origin', 'pickup-stopoff@121', 'drop-empty@121'])).toEqual([
      cannotFollow('drop-empty', 'pickup-stopoff'),
    ]);
  });

  test('changed to drop-destination, or after a stop-off delivery, it is valid', () => {
    expect(failures(['hook-empty@120', 'pickup-origin', 'pickup-stopoff@121', 'drop-destination'])).toEqual(
      [],
    );
    expect(
      failures(['hook-empty@120', 'pickup-stopoff@121', 'deliver-stopoff@120', 'drop-empty@121']),
    ).toEqual([]);
  });
});

describe('rule 5: drop-chassis only once the container is dismounted', () => {
  test('spec example: drop-chassis cannot come after mount-origin', () => {
    expect(failures([`hook-chassis@${YARD}`, 'mount-origin', `drop-chassis@${YARD}`])).toEqual([
      cannotFollow('drop-chassis', 'mount-origin'),
    ]);
  });
});

describe('rule 6: around a bare chassis', () => {
  test('after hook-chassis only a mount or drop-chassis', () => {
    expect(failures([`hook-chassis@${YARD}`, 'hook-origin', 'drop-destination'])).toContain(
      cannotFollow('hook-origin', 'hook-chassis'),
    );
    for (const next of ['mount-empty@120', 'mount-loaded@120', 'mount-origin']) {
      expect(failures([`hook-chassis@${YARD}`, next, 'dismount-empty@121'])).not.toContain(
        cannotFollow(next.split('@')[0] ?? '', 'hook-chassis'),
      );
    }
    expect(failures([`hook-chassis@${YARD}`, `drop-chassis@${OTHER_SITE}`])).toEqual([]);
  });

  test('after a dismount and drop-chassis, the next move starts by bringing a chassis', () => {
    const dismounted = ['hook-origin', 'dismount-destination', `drop-chassis@${YARD}`];
    expect(failures(dismounted, [`hook-empty@${DESTINATION}`, `drop-empty@${ORIGIN}`])).toEqual([
      cannotFollow('hook-empty', 'drop-chassis'),
    ]);
    expect(failures(dismounted, [`hook-chassis@${YARD}`, 'mount-empty@110', 'dismount-empty@109'])).toEqual(
      [],
    );
    expect(failures(dismounted, ['mount-empty@110', 'dismount-empty@109'])).toEqual([]);
  });
});

describe('rule 7: drop-bobtail only right after hook-bobtail, at another site', () => {
  test('drop-bobtail without hook-bobtail', () => {
    expect(failures(['hook-origin', 'drop-destination', 'drop-bobtail@121'])).toEqual([
      cannotFollow('drop-bobtail', 'drop-destination'),
    ]);
  });

  test('hook-bobtail must be followed by drop-bobtail', () => {
    expect(failures(['hook-bobtail@121', 'hook-origin', 'drop-destination'])).toContain(
      cannotFollow('hook-origin', 'hook-bobtail'),
    );
  });

  test('a bobtail run goes somewhere else', () => {
    expect(failures(['hook-bobtail@121', 'drop-bobtail@121'])).toEqual([
      'A drop-bobtail must be at a different site than the hook-bobtail before it.',
    ]);
    expect(failures(['hook-bobtail@121', 'drop-bobtail@120'])).toEqual([]);
  });
});

describe('rule 8: drop-non-routed hands an empty over to another shipment', () => {
  test('a loaded container is not handed over', () => {
    expect(failures(['hook-origin', 'drop-non-routed@110'])).toEqual([
      cannotFollow('drop-non-routed', 'hook-origin'),
    ]);
  });
});

describe('types the table does not know', () => {
  test('an unknown or non-shipment type is a sequence failure, never an exception', () => {
    expect(failures(['hook-origin', 'teleport', 'drop-destination'])).toEqual([
      cannotFollow('teleport', 'hook-origin'),
    ]);
    expect(failures(['ns-new-trip', 'hook-origin', 'drop-destination'])).toEqual([INVALID]);
  });
});

test('every independent sequence violation is reported', () => {
  expect(
    failures(['hook-origin', 'hook-loaded@120', 'drop-destination'], ['hook-origin', 'drop-destination']),
  ).toEqual([
    cannotFollow('hook-loaded', 'hook-origin'),
    'A hook-origin cannot come after drop-destination in a shipment itinerary.',
  ]);
});
