/**
 * The data file of data-format.md, one schema per kind of item. Lists are parsed
 * item by item (see parse.ts) so that one bad item does not hide the errors of
 * the others; checks that span items live in references.ts.
 *
 * Every schema outputs the domain model of types.ts with the service's unset
 * values ('' and false) where the file leaves a field out. Unknown properties
 * are stripped. Master records use the schemas of their PUTs
 * (shared/master-data/record-schemas.ts); shipments the schema an import reads
 * them with (shared/shipments/schemas/data-file-shipment.ts).
 */

import {
  DEFAULT_SETTINGS,
  DOCUMENT_TYPES,
  IMAGE_FORMATS,
  type ItineraryEvent,
  MOVE_STATUSES,
  type NonShipmentMove,
  type SeedDocument,
  type Settings,
} from '#shared/domain/types';
import { blankOr, isTimeZone } from '#shared/master-data/record-schemas';
import { identifier, isoDate } from '#shared/schemas/primitives';
import * as z from '#shared/schemas/zod';
import { itineraryEventBody } from '#shared/shipments/schemas/itinerary-request';

export const settingsSchema = z.prefault(
  z.object({
    timeZone: z._default(
      z.string().check(z.refine(isTimeZone, 'expected an IANA time zone such as America/Chicago')),
      DEFAULT_SETTINGS.timeZone,
    ),
    driverAcceptance: z._default(z.boolean(), DEFAULT_SETTINGS.driverAcceptance),
    documentTypes: z._default(z.array(z.enum(DOCUMENT_TYPES)), () => [...DEFAULT_SETTINGS.documentTypes]),
    imageFormats: z._default(z.array(z.enum(IMAGE_FORMATS)), () => [...IMAGE_FORMATS]),
    // The same bounds as a request's `limit`, so the default page is one a client could ask for.
    defaultPageSize: z._default(
      z.int().check(z.minimum(1), z.maximum(1000)),
      DEFAULT_SETTINGS.defaultPageSize,
    ),
  }),
  {},
) satisfies z.ZodMiniType<Settings>;

const nonShipmentEventSchema = z.pipe(
  z.extend(z.omit(itineraryEventBody, { pickupBy: true, dropBy: true }), {
    id: identifier,
    type: z
      .string()
      .check(z.regex(/^ns-[a-z0-9-]+$/, 'expected a non-shipment event type starting with "ns-"')),
  }),
  z.transform(({ site, ...event }): ItineraryEvent & { id: string } => ({ ...event, site: { id: site.id } })),
);

export const nonShipmentMoveSchema = z.pipe(
  z.object({
    driver: z.object({ id: identifier }),
    plannedDate: isoDate,
    powerUnit: z.prefault(z.object({ id: blankOr }), {}),
    status: z._default(z.enum(MOVE_STATUSES), 'pending'),
    hint: blankOr,
    // At least one event: the move's id is its first event's.
    events: z.array(nonShipmentEventSchema).check(z.minLength(1)),
  }),
  z.transform(
    ({ driver, events, ...move }): NonShipmentMove => ({
      id: events[0]!.id,
      driverId: driver.id,
      ...move,
      events,
    }),
  ),
);

const pageSchema = z.pipe(
  z.object({
    contentBase64: z
      .base64('expected base64-encoded content')
      .check(z.minLength(1, 'expected base64-encoded content')),
    contentType: z
      .string()
      .check(z.regex(/^[\w.+-]+\/[\w.+-]+$/, 'expected a media type such as image/tiff')),
  }),
  z.transform(({ contentBase64, contentType }) => ({
    content: new Uint8Array(Buffer.from(contentBase64, 'base64')),
    contentType,
  })),
);

export const documentSchema = z.object({
  shipmentId: identifier,
  type: z.enum(DOCUMENT_TYPES),
  pages: z.array(pageSchema).check(z.minLength(1)),
}) satisfies z.ZodMiniType<SeedDocument>;
