import { parseDataFile } from '#tools/data-file/parse';
import { type DataFile, validFile } from './valid-file';

/** The errors of the valid file with its first shipment's itinerary changed. */
function errorsOf(change: (shipment: DataFile['shipments'][number]) => void): string[] {
  const file = validFile();
  change(file.shipments[0]!);
  const result = parseDataFile(file);
  return result.ok ? [] : result.errors;
}

const event = (note = '') => ({ type: 'scale-stopoff', site: { id: 'S' }, ...(note ? { note } : {}) });
const move = (events: number, note = '') => ({
  driver: { type: 'not routed' },
  plannedDate: '',
  events: Array.from({ length: events }, () => event(note)),
});

describe('the importer refuses an itinerary over the bounds a PUT has, naming the shipment', () => {
  test('201 moves', () => {
    let id = '';
    const errors = errorsOf((shipment) => {
      id = shipment.id;
      shipment.moves = Array.from({ length: 201 }, () => move(2));
    });
    expect(errors).toEqual([`shipments[0]: shipment ${id}: An itinerary can have at most 200 moves.`]);
  });

  test('51 events in the third move: one error, the move counted from 1, before any value is checked', () => {
    let id = '';
    const errors = errorsOf((shipment) => {
      id = shipment.id;
      shipment.moves = [move(2), move(2), move(51), move(2)];
    });
    expect(errors).toEqual([
      `shipments[0]: shipment ${id}: Move 3 has 51 events; a move can have at most 50.`,
    ]);
  });

  test('an itinerary over 512 KiB written as JSON', () => {
    let id = '';
    const errors = errorsOf((shipment) => {
      id = shipment.id;
      shipment.moves = Array.from({ length: 4 }, () => move(40, 'n'.repeat(4_000)));
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(
        `^shipments\\[0\\]: shipment ${id}: The itinerary is \\d+ bytes of JSON; it can be at most 524288 \\(512 KiB\\)\\.$`,
      ),
    );
  });

  test('exactly at the count bounds: no bound error', () => {
    const errors = errorsOf((shipment) => {
      shipment.moves = Array.from({ length: 200 }, () => move(50));
    });
    expect(errors.filter((error) => /at most/.test(error))).toEqual([]);
  });
});

describe("a location's details are bounded in bytes as an answer writes them", () => {
  const siteErrors = (name: string) => {
    const file = validFile();
    file.sites[0]!.name = name;
    const result = parseDataFile(file);
    return result.ok ? [] : result.errors;
  };

  test('56 bytes of name: loaded', () => {
    expect(siteErrors('n'.repeat(56))).toEqual([]);
  });

  test.each([
    ['57 ASCII characters', 'n'.repeat(57)],
    ['19 characters of 3 bytes each (57 bytes)', '€'.repeat(19)],
    ['15 quotes, each 4 bytes in the payload (60 bytes)', '"'.repeat(15)],
    ['9 control characters, each 7 bytes in the payload (63 bytes)', '\u0001'.repeat(9)],
  ])('%s: refused, naming the property and the limit', (_, name) => {
    expect(siteErrors(name)).toEqual([
      'sites[0].name: expected at most 56 bytes (UTF-8, as an answer carries it)',
    ]);
  });
});
