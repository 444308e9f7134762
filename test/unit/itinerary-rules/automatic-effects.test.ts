import type { ShipmentType } from '#shared/domain/types';
import { DAY, event, expectStored, move, rulesInput, shipment, TODAY } from './fixtures';

describe('automatic effects', () => {
  test('departed sets completed', () => {
    const proposed = {
      moves: [
        move([
          event('hook-origin', { arrived: `${DAY}T08:00:00`, departed: `${DAY}T08:20:00` }),
          event('drop-destination'),
        ]),
      ],
    };
    expect(expectStored(rulesInput(proposed)).moves[0]?.events[0]?.completed).toBe(true);
  });

  test('street-turn placeholders are complete and carry no times', () => {
    const proposed = {
      moves: [
        move([event('hook-origin'), event('drop-destination')]),
        move([
          event('hook-empty', { siteId: '110' }),
          event('drop-non-routed', { siteId: '110', arrived: `${DAY}T09:00:00` }),
        ]),
      ],
    };
    const placeholder = expectStored(rulesInput(proposed)).moves[1]?.events[1];
    expect(placeholder).toMatchObject({ completed: true, arrived: '' });
  });

  describe('pickupBy and dropBy only where the spec allows them', () => {
    const deadline = '2026-12-02T17:00:00';
    function storedEvents(type: ShipmentType) {
      const proposed = {
        moves: [
          move([
            event('hook-empty', { siteId: '110', pickupBy: deadline, dropBy: deadline }),
            event('drop-empty', { siteId: '109', dropBy: deadline, pickupBy: deadline }),
          ]),
          move([
            event('hook-origin', { pickupBy: deadline, dropBy: deadline }),
            event('drop-destination', { pickupBy: deadline }),
          ]),
        ],
      };
      const stored = expectStored(rulesInput(proposed, { shipment: shipment({ type }) }));
      return stored.moves.flatMap((m) =>
        m.events.map((e) => [e.type, e.pickupBy ?? '-', e.dropBy ?? '-'].join(' ')),
      );
    }

    test('export: pickupBy on origin events, dropBy on the empty drop', () => {
      expect(storedEvents('export')).toEqual([
        'hook-empty - -',
        `drop-empty - ${deadline}`,
        `hook-origin ${deadline} -`,
        'drop-destination - -',
      ]);
    });

    test('intermodal one-way: pickupBy only; import and one-way: neither', () => {
      expect(storedEvents('intermodal-oneway')).toEqual([
        'hook-empty - -',
        'drop-empty - -',
        `hook-origin ${deadline} -`,
        'drop-destination - -',
      ]);
      for (const type of ['import', 'oneway'] as const) {
        expect(storedEvents(type).every((line) => line.endsWith('- -'))).toBe(true);
      }
    });

    test('an empty deadline is an unset one', () => {
      const proposed = { moves: [move([event('hook-origin', { pickupBy: '' }), event('drop-destination')])] };
      const stored = expectStored(rulesInput(proposed, { shipment: shipment({ type: 'export' }) }));
      expect(stored.moves[0]?.events[0]).not.toHaveProperty('pickupBy');
    });
  });

  describe('planned date', () => {
    test('follows the first timed event', () => {
      const proposed = {
        moves: [
          move([event('hook-origin'), event('drop-destination', { scheduled: '2026-12-05T10:00:00' })], {
            plannedDate: '2026-12-04',
          }),
        ],
      };
      expect(expectStored(rulesInput(proposed)).moves[0]?.plannedDate).toBe('2026-12-05');
    });

    test('without times: as sent, else as stored, else today', () => {
      const untimed = (plannedDate: string) => ({
        moves: [move([event('hook-origin'), event('drop-destination')], { plannedDate })],
      });
      expect(expectStored(rulesInput(untimed('2026-12-04'))).moves[0]?.plannedDate).toBe('2026-12-04');
      expect(
        expectStored(rulesInput(untimed(''), { current: untimed('2026-12-06') })).moves[0]?.plannedDate,
      ).toBe('2026-12-06');
      expect(expectStored(rulesInput(untimed(''))).moves[0]?.plannedDate).toBe(TODAY);
    });
  });
});

describe('scheduled follows a changed appointment', () => {
  const window = (start: string) => ({ start, end: '', number: '' });
  function storedScheduled(scheduled: string, start: string, previousStart = '') {
    const stored = {
      moves: [
        move([event('hook-origin', { appointment: window(previousStart) }), event('drop-destination')]),
      ],
    };
    const proposed = {
      moves: [
        move([event('hook-origin', { scheduled, appointment: window(start) }), event('drop-destination')]),
      ],
    };
    return expectStored(rulesInput(proposed, { current: stored })).moves[0]?.events[0]?.scheduled;
  }

  test('when it was unset', () => {
    expect(storedScheduled('', `${DAY}T10:00:00`)).toBe(`${DAY}T10:00:00`);
  });

  test('when it was earlier than the new window', () => {
    expect(storedScheduled(`${DAY}T07:00:00`, `${DAY}T10:00:00`)).toBe(`${DAY}T10:00:00`);
  });

  test('not when it is later: that planning is the dispatcher’s own', () => {
    expect(storedScheduled(`${DAY}T11:00:00`, `${DAY}T10:00:00`)).toBe(`${DAY}T11:00:00`);
  });

  test('not when the appointment did not change', () => {
    expect(storedScheduled(`${DAY}T07:00:00`, `${DAY}T10:00:00`, `${DAY}T10:00:00`)).toBe(`${DAY}T07:00:00`);
  });
});
