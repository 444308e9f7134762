import {
  boundMessages,
  bytesInWords,
  ITINERARY_BOUNDS,
  itineraryBoundViolations,
} from '#shared/domain/itinerary-bounds';

const move = (events: number) => ({ events: Array.from({ length: events }, () => ({})) });
const itinerary = (...eventCounts: number[]) => ({ moves: eventCounts.map(move) });

describe('itineraryBoundViolations', () => {
  test('exactly at the bounds: nothing', () => {
    const full = itinerary(
      ...Array.from({ length: ITINERARY_BOUNDS.moves }, () => ITINERARY_BOUNDS.eventsPerMove),
    );
    expect(itineraryBoundViolations(full)).toEqual([]);
  });

  test('one move too many: one message', () => {
    expect(itineraryBoundViolations(itinerary(...Array.from({ length: 201 }, () => 2)))).toEqual([
      'An itinerary can have at most 200 moves.',
    ]);
  });

  test('a move with too many events is named by its number, counted from 1', () => {
    expect(itineraryBoundViolations(itinerary(2, 2, 61))).toEqual([
      'Move 3 has 61 events; a move can have at most 50.',
    ]);
  });

  test('one message per exceeded bound, every move over it named', () => {
    const body = itinerary(
      ...Array.from({ length: 201 }, (_, index) => (index === 0 || index === 200 ? 51 : 2)),
    );
    expect(itineraryBoundViolations(body)).toEqual([
      'An itinerary can have at most 200 moves.',
      'Move 1 has 51 events; a move can have at most 50.',
      'Move 201 has 51 events; a move can have at most 50.',
    ]);
  });

  test.each([
    ['no body', undefined],
    ['null', null],
    ['a string', 'moves'],
    ['moves not a list', { moves: { length: 500 } }],
    ['moves that are not objects', { moves: [1, null, 'x'] }],
    ['events not a list', { moves: [{ events: 'x'.repeat(100) }] }],
  ])('%s exceeds nothing (the schema refuses it)', (_, body) => {
    expect(itineraryBoundViolations(body)).toEqual([]);
  });
});

test('messages name the limits as decided', () => {
  expect(boundMessages.tooManyMoves()).toBe('An itinerary can have at most 200 moves.');
  expect(boundMessages.tooManyEvents(3, 61)).toBe('Move 3 has 61 events; a move can have at most 50.');
  expect(boundMessages.tooManyBytes(600_000)).toBe(
    'The itinerary is 600000 bytes of JSON; it can be at most 524288 (512 KiB).',
  );
});

test.each([
  [524288, '512 KiB'],
  [1048576, '1 MiB'],
  [1000, '1000 bytes'],
])('bytesInWords(%d) is %s', (bytes, words) => {
  expect(bytesInWords(bytes)).toBe(words);
});
