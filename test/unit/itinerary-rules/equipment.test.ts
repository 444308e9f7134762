import type { EquipmentUse } from '#shared/domain/types';
import { equipmentUsesOf, everywhereIn } from '#shared/itinerary-rules/index';
import {
  carrier,
  DAY,
  event,
  failuresOf,
  itinerary,
  move,
  rulesInput,
  SECOND_SITE,
  shipment,
  unassigned,
} from './fixtures';

function otherUse(overrides: Partial<EquipmentUse>): EquipmentUse {
  return {
    equipment: { kind: 'chassis', id: 'CH-7' },
    assignee: { type: 'driver', id: 'D-2' },
    shipmentId: '2002',
    moveRef: '0',
    plannedDate: DAY,
    start: `${DAY}T08:00:00`,
    end: `${DAY}T12:00:00`,
    ...overrides,
  };
}

describe('equipment uses of an itinerary', () => {
  test('each assigned move uses its tractor and the shipment equipment over its events’ times', () => {
    const proposed = {
      moves: [
        move([
          event('hook-origin', { appointment: { start: `${DAY}T09:00:00`, end: '', number: '' } }),
          event('drop-destination', { scheduled: `${DAY}T13:30:00` }),
        ]),
      ],
    };
    expect(equipmentUsesOf(shipment(), proposed, everywhereIn('UTC'))).toEqual(
      ['tractor:T-1', 'chassis:CH-7', 'container:MSCU1234567'].map((equipment) => {
        const [kind, id] = equipment.split(':');
        return {
          equipment: { kind, id },
          assignee: { type: 'driver', id: 'D-1' },
          shipmentId: '1001',
          moveRef: '0',
          plannedDate: DAY,
          // Kept as instants: uses at locations in different zones compare as they are.
          start: `${DAY}T09:00:00.000Z`,
          end: `${DAY}T13:30:00.000Z`,
        };
      }),
    );
  });

  test('a move without times uses its equipment the whole planned date, in the TMS zone', () => {
    const [use] = equipmentUsesOf(
      shipment(),
      itinerary(['hook-origin', 'drop-destination']),
      everywhereIn('UTC'),
    );
    expect(use).toMatchObject({ start: `${DAY}T00:00:00.000Z`, end: `${DAY}T23:59:59.000Z` });
  });

  test('unassigned moves use nothing; a bobtail move only its tractor', () => {
    const proposed = {
      moves: [
        unassigned([event('hook-origin'), event('drop-destination')]),
        move([event('hook-bobtail', { siteId: '110' }), event('drop-bobtail', { siteId: '120' })]),
      ],
    };
    expect(
      equipmentUsesOf(shipment(), proposed, everywhereIn('UTC')).map(
        (use) => `${use.moveRef}:${use.equipment.kind}`,
      ),
    ).toEqual(['1:tractor']);
  });
});

describe('equipment assignment', () => {
  test('spec example: equipment planned for another driver or carrier at an overlapping time', () => {
    const proposed = itinerary(['hook-origin', 'drop-destination']);
    for (const m of proposed.moves) m.driver = { type: 'carrier', id: '100' };
    const input = rulesInput(proposed, {
      shipment: shipment({ equipment: { container: '', chassis: '505', trailer: '' } }),
      carriers: { '100': carrier('100') },
      otherEquipmentUses: [otherUse({ equipment: { kind: 'chassis', id: '505' } })],
    });
    expect(failuresOf(input)).toEqual([
      'The assignment of carrier 100 would create an invalid itinerary assignment for chassis 505.',
    ]);
  });

  test('a tractor used by another driver at the same time', () => {
    const input = rulesInput(itinerary(['hook-origin', 'drop-destination']), {
      otherEquipmentUses: [otherUse({ equipment: { kind: 'tractor', id: 'T-1' } })],
    });
    expect(failuresOf(input)).toEqual([
      'The assignment of driver D-1 would create an invalid itinerary assignment for tractor T-1.',
    ]);
  });

  test('no conflict at other times, nor with the same driver', () => {
    const proposed = {
      moves: [
        move([
          event('hook-origin', { appointment: { start: `${DAY}T13:00:00`, end: '', number: '' } }),
          event('drop-destination', { appointment: { start: `${DAY}T15:00:00`, end: '', number: '' } }),
        ]),
      ],
    };
    const elsewhere = rulesInput(proposed, { otherEquipmentUses: [otherUse({})] });
    expect(failuresOf(elsewhere)).toEqual([]);
    const sameDriver = rulesInput(itinerary(['hook-origin', 'drop-destination']), {
      otherEquipmentUses: [otherUse({ assignee: { type: 'driver', id: 'D-1' } })],
    });
    expect(failuresOf(sameDriver)).toEqual([]);
  });

  describe('availability is checked only for moves this request adds or reassigns', () => {
    const conflicting = [otherUse({ equipment: { kind: 'tractor', id: 'T-1' } })];
    const stored = () => itinerary(['hook-origin', 'drop-destination']);
    const conflict =
      'The assignment of driver D-1 would create an invalid itinerary assignment for tractor T-1.';

    test('a move left as it was is not refused for a conflict that exists already', () => {
      const proposed = stored();
      proposed.moves[0]!.events[0]!.arrived = `${DAY}T09:00:00`;
      expect(
        failuresOf(rulesInput(proposed, { current: stored(), otherEquipmentUses: conflicting })),
      ).toEqual([]);
    });

    test('a move added by this request is checked', () => {
      const current = { moves: [] };
      expect(failuresOf(rulesInput(stored(), { current, otherEquipmentUses: conflicting }))).toEqual([
        conflict,
      ]);
    });

    test('a move given another driver is checked', () => {
      const current = stored();
      current.moves[0]!.driver = { type: 'driver', id: 'D-2' };
      const others = [
        otherUse({ equipment: { kind: 'tractor', id: 'T-1' }, assignee: { type: 'driver', id: 'D-3' } }),
      ];
      expect(failuresOf(rulesInput(stored(), { current, otherEquipmentUses: others }))).toEqual([conflict]);
    });

    test('a move given a carrier instead of its driver is checked', () => {
      const proposed = stored();
      proposed.moves[0]!.driver = { type: 'carrier', id: 'CR-1' };
      expect(
        failuresOf(rulesInput(proposed, { current: stored(), otherEquipmentUses: conflicting })),
      ).toEqual([
        'The assignment of carrier CR-1 would create an invalid itinerary assignment for tractor T-1.',
      ]);
    });

    test('moves shifted by a move inserted in front of them are left as they were', () => {
      const current = itinerary(['hook-origin', 'drop-destination']);
      current.moves[0]!.driver = { type: 'driver', id: 'D-2' };
      const inserted = move([event('hook-bobtail'), event('drop-bobtail', { siteId: SECOND_SITE })], {
        powerUnit: { id: 'T-2' },
      });
      const proposed = { moves: [inserted, structuredClone(current.moves[0]!)] };
      const others = [
        otherUse({ equipment: { kind: 'chassis', id: 'CH-7' }, assignee: { type: 'driver', id: 'D-1' } }),
      ];
      expect(failuresOf(rulesInput(proposed, { current, otherEquipmentUses: others }))).toEqual([]);
    });

    test('a move given another power unit is checked', () => {
      const current = stored();
      current.moves[0]!.powerUnit = { id: 'T-2' };
      expect(failuresOf(rulesInput(stored(), { current, otherEquipmentUses: conflicting }))).toEqual([
        conflict,
      ]);
    });
  });

  test('the tractor of a move must exist', () => {
    const proposed = itinerary(['hook-origin', 'drop-destination']);
    for (const m of proposed.moves) m.powerUnit = { id: 'T-9' };
    expect(failuresOf(rulesInput(proposed))).toEqual(['The tractor T-9 does not exist in tractors.']);
  });

  describe('history cannot change', () => {
    const HISTORY =
      'Cannot assign driver to the move because there are invalid itinerary states as a result.';
    const started = () => ({
      moves: [
        move([
          event('hook-origin', { arrived: `${DAY}T08:00:00`, departed: `${DAY}T08:30:00`, completed: true }),
          event('drop-destination'),
        ]),
      ],
    });

    test('a started move keeps its driver', () => {
      const proposed = started();
      for (const m of proposed.moves) m.driver = { type: 'driver', id: 'D-2' };
      expect(failuresOf(rulesInput(proposed, { current: started() }))).toEqual([HISTORY]);
    });

    test('a started move keeps its tractor', () => {
      const proposed = started();
      for (const m of proposed.moves) m.powerUnit = { id: 'T-2' };
      expect(failuresOf(rulesInput(proposed, { current: started() }))).toEqual([HISTORY]);
    });

    test('a move inserted in front of a started one is not compared with it', () => {
      const inserted = move([event('hook-bobtail'), event('drop-bobtail', { siteId: SECOND_SITE })], {
        driver: { type: 'driver', id: 'D-2' },
        powerUnit: { id: 'T-2' },
      });
      const proposed = { moves: [inserted, ...started().moves] };
      // Refused for what it inserts before started work, not for a driver change.
      expect(failuresOf(rulesInput(proposed, { current: started() }))).toEqual([
        'Events in progress cannot be removed.',
      ]);
    });

    test('a move not started yet may be reassigned', () => {
      const current = itinerary(['hook-origin', 'drop-destination']);
      const proposed = itinerary(['hook-origin', 'drop-destination']);
      for (const m of proposed.moves)
        Object.assign(m, { driver: { type: 'driver', id: 'D-2' }, powerUnit: { id: 'T-2' } });
      expect(failuresOf(rulesInput(proposed, { current }))).toEqual([]);
    });
  });
});
