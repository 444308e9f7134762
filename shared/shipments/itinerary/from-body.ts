import { timingFieldsOf } from '#shared/domain/event-fields';
import type { Itinerary, Move } from '#shared/domain/types';
import type { ItineraryBody } from '#shared/shipments/schemas/itinerary-request';

/**
 * The PUT body in the domain's terms: references by id only (hrefs and site
 * details are derived, never taken from a body). A move whose `status` is left
 * out keeps its stored status, so that only an explicit answer counts as one.
 */
export function itineraryFromBody(body: ItineraryBody, stored: Itinerary): Itinerary {
  return {
    moves: body.moves.map(
      (move, index): Move => ({
        driver: { type: move.driver.type, id: move.driver.type === 'not routed' ? '' : move.driver.id },
        plannedDate: move.plannedDate,
        powerUnit: { id: move.powerUnit.id },
        status: move.status ?? stored.moves[index]?.status ?? 'pending',
        hint: move.hint,
        events: move.events.map((event) => ({
          type: event.type,
          site: { id: event.site.id },
          ...timingFieldsOf(event),
        })),
      }),
    ),
  };
}
