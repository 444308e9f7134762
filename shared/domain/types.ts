/**
 * The service's domain model as stored: references carry ids only. Hrefs and
 * location details are derived when a resource is rendered (see `shared/http/render`).
 * Unset values are empty strings, as the spec requires of every response.
 */

export const DOCUMENT_TYPES = [
  'BOL',
  'POD',
  'POP',
  'DEL DELAY',
  'PU DELAY',
  'TIR IN',
  'TIR OUT',
  'CHAS TIR IN',
  'CHAS TIR OUT',
  'SEAL',
  'EQUIPMENT PRE',
  'EQUIPMENT POST',
  'CUSTOMS',
  'HAZMAT',
  'OVERWEIGHT',
  'SCALE TICKET',
  'DAMAGES',
  'PRENOTE',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const IMAGE_FORMATS = ['tiff', 'pdf', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest document page the spec allows (25 MiB); a deployment may set a lower limit. */
export const MAX_PAGE_BYTES = 25 * 1024 * 1024;

/** The highest position in a collection the API answers (2^31 - 1); a rank key has room for it. */
export const MAX_POSITION = 2 ** 31 - 1;

/** The media type of each document format, as detected from a page's bytes and declared for an upload. */
export const MEDIA_TYPE_OF_FORMAT = {
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const satisfies Record<ImageFormat, string>;
export const DOCUMENT_MEDIA_TYPES = Object.values(MEDIA_TYPE_OF_FORMAT);
export type DocumentMediaType = (typeof MEDIA_TYPE_OF_FORMAT)[ImageFormat];

export const EVENT_TYPES = [
  'hook-origin',
  'mount-origin',
  'pickup-origin',
  'hook-empty',
  'hook-loaded',
  'hook-chassis',
  'hook-yard',
  'hook-stopoff',
  'hook-bobtail',
  'hook-non-routed',
  'mount-empty',
  'mount-loaded',
  'pickup-crossdock',
  'pickup-stopoff',
  'scale-stopoff',
  'deliver-crossdock',
  'deliver-destination',
  'deliver-stopoff',
  'dismount-destination',
  'dismount-empty',
  'dismount-loaded',
  'drop-destination',
  'drop-empty',
  'drop-loaded',
  'drop-yard',
  'drop-chassis',
  'drop-stopoff',
  'drop-bobtail',
  'drop-non-routed',
] as const;
export type ShipmentEventType = (typeof EVENT_TYPES)[number];

export const MOVE_STATUSES = ['pending', 'accepted', 'rejected', 'progress', 'completed'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];

export const SHIPMENT_TYPES = ['import', 'export', 'oneway', 'intermodal-oneway'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/** Shipment statuses that refuse itinerary updates (docs/itinerary-rules.md, Shipment status). */
export const LOCKED_SHIPMENT_STATUSES = ['cancelled', 'declined', 'template', 'pending'] as const;

export const ASSIGNEE_TYPES = ['driver', 'carrier', 'not routed'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

export interface Appointment {
  start: string;
  end: string;
  number: string;
}

export interface ItineraryEvent {
  /** Shipment event types, or `ns-*` for non-shipment events. */
  type: string;
  site: { id: string };
  scheduled: string;
  appointment: Appointment;
  arrived: string;
  departed: string;
  completed: boolean;
  note: string;
  /** Only on hook-origin, mount-origin, pickup-origin (export and intermodal oneway). */
  pickupBy?: string;
  /** Only on drop-empty, dismount-empty (export). */
  dropBy?: string;
  /** Only on non-shipment events. */
  id?: string;
}

export interface Assignee {
  type: AssigneeType;
  /** Empty string when `type` is `not routed`. */
  id: string;
}

export interface Move {
  driver: Assignee;
  plannedDate: string;
  powerUnit: { id: string };
  status: MoveStatus;
  hint: string;
  events: ItineraryEvent[];
}

export interface Itinerary {
  moves: Move[];
}

export interface ShipmentEquipment {
  container: string;
  chassis: string;
  trailer: string;
}

export interface Shipment {
  id: string;
  orderNumber: string;
  status: string;
  type: ShipmentType;
  hazmat: boolean;
  customerId: string;
  createdAt: string;
  /** Site id of the shipment origin. */
  origin: string;
  /** Site id of the shipment destination. */
  destination: string;
  equipment: ShipmentEquipment;
  /** The TMS's time of the order, as it sent it; absent when it sent none. */
  orderedAt?: string;
}

/**
 * What every master record carries besides its own fields: `active: false`
 * retires it (nothing is deleted); absent means active, as on records loaded
 * before retiring existed.
 */
export interface MasterRecordState {
  active?: boolean;
}

export interface Customer extends MasterRecordState {
  id: string;
  name: string;
}

export interface Location extends MasterRecordState {
  id: string;
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  signatureRequired: boolean;
  /**
   * The location's IANA time zone, found when the data file was imported: a
   * wall-clock time on an event here is read in it (docs/itinerary-rules.md,
   * Times and time zones).
   */
  timeZone: string;
}

export const LOCATION_KINDS = ['site', 'yard', 'crossDock'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export interface Driver extends MasterRecordState {
  id: string;
  name: string;
  /** YYYY-MM-DD dates; empty string when none on file. */
  licenseExpires: string;
  medicalExpires: string;
  hazmatExpires: string;
}

export const CARRIER_CERTIFICATION_TYPES = ['broker', 'common-carrier', 'contract-carrier'] as const;
export type CarrierCertificationType = (typeof CARRIER_CERTIFICATION_TYPES)[number];

export interface Carrier extends MasterRecordState {
  id: string;
  name: string;
  contractSigned: boolean;
  federalId: string;
  certifications: { type: CarrierCertificationType; expires: string }[];
  insurance: { cargo: string; liability: string; workersCompensation: string };
  hazmatExpires: string;
}

export const EQUIPMENT_KINDS = ['tractor', 'chassis', 'container', 'trailer'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export interface Equipment extends MasterRecordState {
  id: string;
}

export interface Settings {
  timeZone: string;
  driverAcceptance: boolean;
  documentTypes: DocumentType[];
  imageFormats: string[];
  defaultPageSize: number;
}

export const DEFAULT_SETTINGS: Settings = {
  timeZone: 'UTC',
  driverAcceptance: true,
  documentTypes: [...DOCUMENT_TYPES],
  imageFormats: [...IMAGE_FORMATS],
  defaultPageSize: 100,
};

/** A driver's move that carries only `ns-*` events; its events have ids. */
export interface NonShipmentMove {
  /** Stable id of the move: the id of its first event when imported. */
  id: string;
  driverId: string;
  plannedDate: string;
  powerUnit: { id: string };
  status: MoveStatus;
  hint: string;
  events: ItineraryEvent[];
}

/**
 * How the equipment uses of a shipment's itinerary and of a non-shipment move
 * are derived (by the itinerary rules, each time in its location's zone). The
 * data layer stores them beside what implies them, without knowing the rules.
 */
export interface EquipmentUseDerivation {
  ofShipment(shipment: StoredShipment): EquipmentUse[];
  ofNonShipmentMove(move: NonShipmentMove): EquipmentUse[];
}

/**
 * One planned use of a piece of equipment by a driver or carrier, over a time
 * window: what the equipment-assignment rule compares across shipments.
 */
export interface EquipmentUse {
  equipment: { kind: EquipmentKind; id: string };
  assignee: { type: 'driver' | 'carrier'; id: string };
  /** Empty string for a non-shipment move. */
  shipmentId: string;
  /**
   * The move: its index in the itinerary the rules derive uses from, its stored
   * key once stored (`shared/shipments/store/move-keys.ts`), or the non-shipment move id.
   */
  moveRef: string;
  plannedDate: string;
  /** Instants bounding the use (inclusive), `…Z`. */
  start: string;
  end: string;
}

export interface StoredShipment extends Shipment {
  itinerary: Itinerary;
}

export interface DocumentPage {
  content: Uint8Array;
  contentType: string;
}

export interface SeedDocument {
  shipmentId: string;
  type: DocumentType;
  pages: DocumentPage[];
}

/** A whole data set, as the data file describes it, normalised to the domain model. */
export interface DataSet {
  settings: Settings;
  customers: Customer[];
  sites: Location[];
  yards: Location[];
  crossDocks: Location[];
  drivers: Driver[];
  carriers: Carrier[];
  tractors: Equipment[];
  chassis: Equipment[];
  containers: Equipment[];
  trailers: Equipment[];
  shipments: StoredShipment[];
  nonShipmentMoves: NonShipmentMove[];
  documents: SeedDocument[];
}
