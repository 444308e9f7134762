import * as z from '#shared/schemas/zod';

/** A link to another resource, e.g. a shipment's `itinerary`. */
export const link = z.object({ href: z.string() });

/** A reference by id and path; both are empty strings when nothing is referenced. */
export const reference = z.object({ id: z.string(), href: z.string() });
