/**
 * How large an itinerary may be (decisions, "Itinerary size"), defined once:
 * the PUT body's schema, the HTTP edge's size check, the data-file importer and
 * the documentation all read these. Within them every answer stays under
 * Lambda's 6 MB and every outbound event under EventBridge's 256 KB
 * (docs/api-behaviour.md, Itinerary size).
 */
export const ITINERARY_BOUNDS = {
  moves: 200,
  eventsPerMove: 50,
  /** A PUT body, counted in UTF-8 bytes as sent (the importer counts a shipment's itinerary written as one). */
  bodyBytes: 512 * 1024,
} as const;

/**
 * The most each detail of a location may take in an answer: every event of an
 * itinerary shows its location's details, so 10,000 events at one location
 * repeat them 10,000 times, and Lambda's 6 MB limit is on what it returns (the
 * body as a JSON string inside `{ statusCode, headers, body }`). Counted as that
 * payload carries them (`answerTextBytes`), not in characters, so that no
 * script or escaped character makes the answer larger than the bound allows.
 */
export const LOCATION_DETAIL_BYTES = { name: 56, address1: 40, city: 24, state: 6, zip: 10 } as const;

/**
 * The bytes `text` takes in an answer's Lambda payload: UTF-8, escaped once as
 * a JSON value of the body and again as the body string (a quote counts 4, a
 * control character 7), without the quotes around it.
 */
export const answerTextBytes = (text: string): number =>
  Buffer.byteLength(JSON.stringify(JSON.stringify(text)), 'utf8') - 6;

/** `524288` → `512 KiB`, `1048576` → `1 MiB`: a byte limit as people read it. */
export function bytesInWords(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** The bound messages, worded as the rules' messages are; moves are numbered from 1, as people count them. */
export const boundMessages = {
  tooManyMoves: () => `An itinerary can have at most ${ITINERARY_BOUNDS.moves} moves.`,
  tooManyEvents: (moveNumber: number, events: number) =>
    `Move ${moveNumber} has ${events} events; a move can have at most ${ITINERARY_BOUNDS.eventsPerMove}.`,
  tooManyBytes: (bytes: number) =>
    `The itinerary is ${bytes} bytes of JSON; it can be at most ${ITINERARY_BOUNDS.bodyBytes} (${bytesInWords(ITINERARY_BOUNDS.bodyBytes)}).`,
} as const;

const listLength = (value: unknown, key: string): number | undefined => {
  if (value === null || typeof value !== 'object') return undefined;
  const list = (value as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.length : undefined;
};

/**
 * The counting bounds an itinerary exceeds, one message each: more than 200
 * moves, and every move with more than 50 events. Reads only the lengths of
 * the lists, of any value (a body not yet validated): anything not shaped like
 * an itinerary exceeds nothing here, and is left to its schema.
 */
export function itineraryBoundViolations(itinerary: unknown): string[] {
  const moveCount = listLength(itinerary, 'moves');
  if (moveCount === undefined) return [];
  const violations = moveCount > ITINERARY_BOUNDS.moves ? [boundMessages.tooManyMoves()] : [];
  const moves = (itinerary as { moves: unknown[] }).moves;
  moves.forEach((move, index) => {
    const events = listLength(move, 'events');
    if (events !== undefined && events > ITINERARY_BOUNDS.eventsPerMove) {
      violations.push(boundMessages.tooManyEvents(index + 1, events));
    }
  });
  return violations;
}

/**
 * The itinerary PUT's body limits, as its route declares them: one constant,
 * so that the route's declaration holds no property read a bundler must keep
 * (it would keep the route in every function's bundle).
 */
export const ITINERARY_BODY_LIMITS = {
  bytes: ITINERARY_BOUNDS.bodyBytes,
  violations: itineraryBoundViolations,
} as const;
