import { ITINERARY_BOUNDS } from '#shared/domain/itinerary-bounds';

/** Where an itinerary of any length can run valid against a data set: an import's origin and destination, a yard, a scale. */
export interface ItineraryPlaces {
  origin: string;
  destination: string;
  yard: string;
  /** Sites (neither origin nor destination) the middle events use in turn. */
  scales: readonly string[];
}

/** A PUT body as these builders write it: what a client sends, with only the fields it needs. */
export interface BodyEvent {
  type: string;
  site: { id: string };
  note?: string;
}
export interface ItineraryBodyJson {
  moves: { driver: { type: string }; events: BodyEvent[] }[];
}

export interface ItineraryShape {
  moves?: number;
  eventsPerMove?: number;
  /** Which of `scales` the middle events start from: a second shape with another offset changes every middle site. */
  scaleOffset?: number;
}

/**
 * A PUT body valid under the rules whatever its size: origin to a yard, yard
 * to yard, ..., yard to destination, each move filled with scale stops, no
 * move assigned. Events carry only what the schema requires, so that the
 * count bounds are reached in as few bytes as possible.
 */
export function longItineraryBody(places: ItineraryPlaces, shape: ItineraryShape = {}): ItineraryBodyJson {
  const {
    moves = ITINERARY_BOUNDS.moves,
    eventsPerMove = ITINERARY_BOUNDS.eventsPerMove,
    scaleOffset = 0,
  } = shape;
  const scaleAt = (index: number) => places.scales[(index + scaleOffset) % places.scales.length]!;
  return {
    moves: Array.from({ length: moves }, (_, moveIndex) => ({
      driver: { type: 'not routed' },
      events: Array.from({ length: eventsPerMove }, (_, index): BodyEvent => {
        if (index === 0) {
          return moveIndex === 0
            ? { type: 'hook-origin', site: { id: places.origin } }
            : { type: 'hook-yard', site: { id: places.yard } };
        }
        if (index === eventsPerMove - 1) {
          return moveIndex === moves - 1
            ? { type: 'drop-destination', site: { id: places.destination } }
            : { type: 'drop-yard', site: { id: places.yard } };
        }
        return { type: 'scale-stopoff', site: { id: scaleAt(moveIndex * eventsPerMove + index) } };
      }),
    })),
  };
}

export const bodyBytes = (body: unknown): number => Buffer.byteLength(JSON.stringify(body), 'utf8');

/**
 * `body` with notes added to its events, first to last, until its JSON is
 * `bytes` long (UTF-8; exactly, unless notes of `noteLength` cannot make up the
 * last few bytes): the body-size bound reached by content an answer echoes.
 * Notes are made of `fill`, a character JSON writes as it is.
 */
export function paddedTo(
  body: ItineraryBodyJson,
  bytes: number,
  { fill = 'n', noteLength = 4000 }: { fill?: string; noteLength?: number } = {},
): ItineraryBodyJson {
  const padded = structuredClone(body);
  const fillBytes = Buffer.byteLength(fill, 'utf8');
  // `,"note":""` costs 10 bytes before its first character.
  let missing = bytes - bodyBytes(padded);
  for (const event of padded.moves.flatMap((move) => move.events)) {
    const characters = Math.min(noteLength, Math.floor((missing - 10) / fillBytes));
    if (characters <= 0) break;
    event.note = fill.repeat(characters);
    missing -= 10 + characters * fillBytes;
  }
  return padded;
}
