// Generated from the API document by scripts/generate.mjs: do not edit.
export interface paths {
    "/images/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a presigned upload of one file into the drop bucket
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/documents.write`.
         */
        post: operations["createImageUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a data file from the drop bucket
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        post: operations["createImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a presigned upload of one data file into the drop bucket
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        post: operations["createImportUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to events (webhook)
         * @description Events of the listed types are POSTed to `url`, signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`, `webhook-signature`), and retried with backoff until a 2xx answer. The URL must be https on a public address: it is checked now and at every delivery. `secret` is shown in this answer only, and in a replay of it (same `Idempotency-Key`) while the subscription exists: a replay after it was deleted is 404.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook subscription
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        get: operations["getWebhook"];
        /**
         * Replace a webhook subscription's URL, events and description
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        put: operations["replaceWebhook"];
        post?: never;
        /**
         * Delete a webhook subscription (its queued deliveries are dropped)
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carriers/{carrierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a carrier
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getCarrier"];
        /**
         * Create or replace a carrier
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putCarrier"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/chassis/{chassisId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chassis
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getChassis"];
        /**
         * Create or replace a chassis
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putChassis"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/containers/{containerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a container
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getContainer"];
        /**
         * Create or replace a container
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putContainer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/cross-docks/{crossDockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a cross-dock
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getCrossDock"];
        /**
         * Create or replace a cross-dock
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putCrossDock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getCustomer"];
        /**
         * Create or replace a customer
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drivers/{driverId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a driver (a driver may read its own record)
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/drivers.read`.
         */
        get: operations["getDriver"];
        /**
         * Create or replace a driver
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putDriver"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drivers/{driverId}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a driver's planned moves for a date range
         * @description Shipment moves assigned to the driver and its non-shipment moves, by planned date then time. Without `endDate`, every move from `startDate` on; `startDate` defaults to today in the TMS time zone.
         *
         *     **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/drivers.read`.
         */
        get: operations["getDriverPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one event of the feed
         * @description **Roles:** dispatcher. **Scope** (integrations): any of `tms/shipments.read`, `tms/documents.read`, `tms/drivers.read`.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a stored document's location
         * @description The shipment's newest completed document of the type: bucket and object keys by default, presigned download URLs with `locationType=url`. One page: a string; several: an array in page order.
         *
         *     **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/documents.read`.
         */
        get: operations["getImage"];
        put?: never;
        /**
         * Submit a shipment document by bucket key or URL
         * @description Either `bucket` + `fileKey` (a bucket the deployment allows: its drop bucket by default) or `locationType: url` + `url` (public http or https addresses). An array means one element per page, in page order. Processing is asynchronous: follow the submission at the `Location` header.
         *
         *     **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/documents.write`.
         */
        post: operations["submitImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/submissions/{submissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a document submission
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/documents.read`.
         */
        get: operations["getImageSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the document types this TMS supports
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/documents.read`.
         */
        get: operations["getImageTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow an import: its status, counts per kind and refusals
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipmentId}/itinerary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shipment's itinerary
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/shipments.read`.
         */
        get: operations["getItinerary"];
        /**
         * Replace a shipment's itinerary
         * @description Send the whole itinerary as GET returned it, modified: moves and events in the order they are to be done, drivers or carriers assigned, appointments and times, move status `accepted` or `rejected`. Every business rule is checked and every violation reported at once (400, `data.failure_messages`). The response is the itinerary as stored, after the automatic changes of the TMS: verify what was applied there. A driver token may change only `arrived`, `departed`, `completed` and `note` of events in its own moves.
         *
         *     **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/itineraries.write`.
         */
        put: operations["putItinerary"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipmentId}/itinerary/history/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one version of an itinerary, with the itinerary as it was
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/shipments.read`.
         */
        get: operations["getItineraryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shipment (a driver may read one with a move assigned to it)
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/shipments.read`.
         */
        get: operations["getShipment"];
        /**
         * Create a shipment (201), or replace its facts (200)
         * @description How a TMS keeps shipments in sync (docs/intake.md). Send the shipment's facts: `orderNumber`, `status`, `type`, `hazmat`, `customer`, `origin`, `destination` (references by `id`; an `href` is ignored), `equipment` (ids, `""` for none) and optional `orderedAt`. A new id creates the shipment (201, `Location`), with `createdAt` set now and an empty itinerary: moves come through `PUT /shipments/{id}/itinerary`. An existing one has its facts replaced (200); its itinerary never changes here. Facts and itinerary share one version: the `ETag` of either GET is the `If-Match` of either PUT. Every customer, site and piece of equipment named must exist and be active (400 naming the field, e.g. `customer.id`). Statuses: `pending` may become `accepted`, `declined` or `cancelled`, `accepted` may become `cancelled`; any other change is 422. A declined or cancelled shipment's moves leave drivers' plans and its equipment is free. Each change is a version in the itinerary's history and a `shipment.created` or `shipment.updated` event; the same facts again change nothing.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/shipments.write`.
         */
        put: operations["putShipment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a site
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getSite"];
        /**
         * Create or replace a site
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putSite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/tractors/{tractorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tractor
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getTractor"];
        /**
         * Create or replace a tractor
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putTractor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/trailers/{trailerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a trailer
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getTrailer"];
        /**
         * Create or replace a trailer
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putTrailer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/yards/{yardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a yard
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["getYard"];
        /**
         * Create or replace a yard
         * @description The whole record, in the data file's shape: 201 with `Location` when there was none, 200 when it replaces the stored one (a record equal to it changes nothing, no event). An `id` in the body must be the path's (400 naming `id`). `"active": false` retires the record: it stays readable and listed, moves that have it keep it, and the itinerary rules refuse it in a new assignment. Every change sends `master-data.updated`.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.write`.
         */
        put: operations["putYard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List carriers
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listCarriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/chassis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chassis
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listChassis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/containers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List containers
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listContainers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/cross-docks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cross-docks
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listCrossDocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List drivers
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/drivers.read`.
         */
        get: operations["listDrivers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the event feed from a cursor, oldest first
         * @description **Roles:** dispatcher. **Scope** (integrations): any of `tms/shipments.read`, `tms/documents.read`, `tms/drivers.read`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipmentId}/itinerary/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an itinerary's versions, newest first
         * @description Newest first. A page holds at most 100 versions, whatever `limit` asks, and at most 1 MB of JSON: a page cut short by either bound has a `next` to the versions after it (always at least one version a page).
         *
         *     **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/shipments.read`.
         */
        get: operations["listItineraryHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipmentId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the document types stored for a shipment
         * @description **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/shipments.read`.
         */
        get: operations["listShipmentImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shipments, newest first
         * @description Ordered by creation time, most recent first.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/shipments.read`.
         */
        get: operations["listShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sites
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/tractors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tractors
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listTractors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/equipment/trailers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trailers
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listTrailers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook subscription's deliveries, newest first
         * @description One delivery per event sent to the subscription, newest event first; `id` is the `webhook-id` of all its attempts.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/yards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List yards
         * @description **Roles:** dispatcher. **Scope** (integrations): `tms/master-data.read`.
         */
        get: operations["listYards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipments/{shipmentId}/itinerary/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a change of a shipment's itinerary, storing nothing
         * @description What the PUT of this body would do, without doing it: the same body, `If-Match`, roles and scope, every business rule and automatic change, and the same refusals (400 with every violation, 403, 404, 412, 422). The answer is the itinerary the PUT would answer, the `changes` its version would record, and that version's number. Nothing is stored or sent: no version, plan change, event or webhook, and the itinerary's `ETag` stays. `Idempotency-Key` is not read: a preview is safe to send again as it is. A PUT sent next can still be refused if the itinerary changes in between (412 with `If-Match`), or be too large to store (413).
         *
         *     **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/itineraries.write`.
         */
        post: operations["previewItinerary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drivers/{driverId}/non-shipment-events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a driver's non-shipment event
         * @description Partial update of `arrived`, `departed`, `completed` and `note`. Setting `arrived` puts the move in progress; setting `departed` completes the event, and departing the last event completes the move.
         *
         *     **Roles:** dispatcher; driver, for its own record, plan and events and its assigned shipments. **Scope** (integrations): `tms/drivers.write`.
         */
        put: operations["putNonShipmentEvent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again: the same event under the same `webhook-id`, recorded as another attempt
         * @description Sends a recorded delivery again, whatever its status: the same body under the same `webhook-id` (a receiver that dedupes drops it if it handled it). The delivery is `pending` again; the attempt is added to its `attemptLog` and `attempts`, with a new round of retries if it fails. 404 for a delivery that is not this subscription's, or no longer kept (30 days).
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook subscription's signing secret, with an overlap
         * @description A new signing secret, shown only in this answer. Until `previousSecretExpiresAt` (`overlapSeconds` from now, a day by default, 0 to 86400) every delivery carries two signatures, the new secret's and the previous one's, space-separated in `webhook-signature` as Standard Webhooks lists them: a receiver verifying with either accepts it, so it switches secrets without a refused delivery. Then only the new one signs. A rotation during an overlap ends the older overlap: the last two secrets sign. Honours `If-Match` (412 when the subscription changed since its `ETag`).
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `webhook.test` event to this subscription alone, through the delivery path every event takes
         * @description A `webhook.test` event (its `data` names the subscription) to this subscription alone, through the path every delivery takes: recorded, queued, signed with the subscription's secrets, retried and listed among its deliveries; never in the feed. Each call is a new event, so a new delivery. Check that your receiver verifies it and answers 2xx.
         *
         *     **Roles:** dispatcher. **Scope** (integrations): `tms/webhooks`.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "shipment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.created
         * @description A shipment was created, by `PUT /shipments/{id}` or a data load: the shipment as `GET /shipments/{id}` shows it. Its itinerary is empty until its first `itinerary.updated`. Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:shipment.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.updated
         * @description A shipment's facts changed (status, customer, places, equipment, order number): the shipment as GET now shows it, and `changed`. A declined or cancelled shipment's moves have left drivers' plans. Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:shipment.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "itinerary.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * itinerary.updated
         * @description A shipment's itinerary was stored: imported (version 1), or changed by a PUT or a data load. Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:itinerary.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "move.status.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * move.status.changed
         * @description A move's status changed (accepted, rejected, in progress, completed), on a shipment or a driver's non-shipment move. Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:move.status.changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.arrived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.arrived
         * @description An arrival was recorded on an event (it had none before). Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:event.arrived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.departed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.departed
         * @description A departure was recorded on an event (it had none before). Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:event.departed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.stored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * document.stored
         * @description A submission completed: its document is now the shipment's current one of its type. Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:document.stored"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * document.failed
         * @description A submission failed after its retries. Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:document.failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "non-shipment-event.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * non-shipment-event.updated
         * @description A driver's non-shipment event changed (arrived, departed, completed or note). Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:non-shipment-event.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "master-data.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * master-data.updated
         * @description A customer, driver, carrier, location or piece of equipment was created or changed through the API (retired included). Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:master-data.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test
         * @description Sent by `POST /webhooks/{id}/test` to that subscription alone, to check that its receiver verifies and answers: never published to the feed or to other subscriptions, and no subscription lists it among its events. Verify the signature before reading the body (docs/webhooks.md).
         */
        post: operations["webhook:webhook.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Carrier: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
            name: string;
            contractSigned: boolean;
            federalId: string;
            certifications: {
                /** @enum {string} */
                type: "broker" | "common-carrier" | "contract-carrier";
                expires: string | "";
            }[];
            insurance: {
                cargo: string | "";
                liability: string | "";
                workersCompensation: string | "";
            };
            hazmatExpires: string | "";
        };
        CarrierPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Carrier"][];
        };
        CarrierRecord: {
            id: string;
            name: string;
            /** @description When omitted: `false`. */
            contractSigned?: boolean;
            /** @description When omitted: `""`. */
            federalId?: string;
            /** @description When omitted: `[]`. */
            certifications?: {
                /** @enum {string} */
                type: "broker" | "common-carrier" | "contract-carrier";
                /**
                 * Format: date
                 * @description A calendar date, `YYYY-MM-DD`.
                 */
                expires: string;
            }[];
            /** @description When omitted: `{}`. */
            insurance?: {
                /** @description When omitted: `""`. */
                cargo?: string;
                /** @description When omitted: `""`. */
                liability?: string;
                /** @description When omitted: `""`. */
                workersCompensation?: string;
            };
            /** @description When omitted: `""`. */
            hazmatExpires?: string;
            active?: boolean;
        };
        Chassis: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
        };
        ChassisPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Chassis"][];
        };
        Container: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
        };
        ContainerPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Container"][];
        };
        CreatedWebhookSubscription: {
            id: string;
            /** @description Who created it: a machine client (by client id), which alone sees it, or a person (by subject). */
            owner: {
                /** @enum {string} */
                type: "client" | "user";
                id: string;
            };
            url: string;
            events: ("shipment.created" | "shipment.updated" | "itinerary.updated" | "move.status.changed" | "event.arrived" | "event.departed" | "document.stored" | "document.failed" | "non-shipment-event.updated" | "master-data.updated")[];
            description: string;
            /** @description ISO 8601 date-time; the UTC offset is optional (local time). */
            createdAt: string;
            self: string;
            /** @description The signing secret (`whsec_` + base64), shown only in this answer: keep it to verify `webhook-signature`. */
            secret: string;
        };
        Customer: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
            name: string;
        };
        CustomerPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Customer"][];
        };
        CustomerRecord: {
            id: string;
            name: string;
            active?: boolean;
        };
        DocumentFailedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "document.failed";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A submission failed after its retries. */
            data: {
                /** @description The shipment: `id` and `href`. */
                shipment: {
                    id: string;
                    href: string;
                };
                /** @description The document type, e.g. `POD`. */
                type: string;
                /** @description The submission: follow `href` for its details. */
                submission: {
                    id: string;
                    href: string;
                };
                /** @description Why it failed. */
                reason: string;
            };
        };
        DocumentStoredEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "document.stored";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A submission completed: its document is now the shipment's current one of its type. */
            data: {
                /** @description The shipment: `id` and `href`. */
                shipment: {
                    id: string;
                    href: string;
                };
                /** @description The document type, e.g. `POD`. */
                type: string;
                /** @description The submission: follow `href` for its details. */
                submission: {
                    id: string;
                    href: string;
                };
            };
        };
        Driver: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
            name: string;
            licenseExpires: string | "";
            medicalExpires: string | "";
            hazmatExpires: string | "";
            plans: {
                href: string;
            };
        };
        DriverPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Driver"][];
        };
        DriverPlan: {
            /** @description This resource, with its query parameters. */
            self: string;
            driver: {
                id: string;
                href: string;
                /** @constant */
                type: "driver";
            };
            /** @description Chronological: the moves are to be completed in this order. */
            items: components["schemas"]["PlanMove"][];
        };
        DriverRecord: {
            id: string;
            name: string;
            /** @description When omitted: `""`. */
            licenseExpires?: string;
            /** @description When omitted: `""`. */
            medicalExpires?: string;
            /** @description When omitted: `""`. */
            hazmatExpires?: string;
            active?: boolean;
        };
        EquipmentRecord: {
            id: string;
            active?: boolean;
        };
        /** @description Body of every error response. */
        Error: {
            /** @description The HTTP status. */
            status: number;
            /** @description The status text, e.g. `Not Found`. */
            description: string;
            /** @description Details, by error: `object_name` and `prop_name` for an invalid request, `failure_messages` for rule violations, `uri` for an unknown resource. */
            data: {
                [key: string]: unknown;
            };
            message?: string;
        };
        EventArrivedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "event.arrived";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description An arrival was recorded on an event (it had none before). */
            data: {
                /** @description The shipment: `id` and `href`. */
                shipment: {
                    id: string;
                    href: string;
                };
                /** @description The move's position in the itinerary. */
                move: number;
                event: {
                    type: string;
                    site: {
                        id: string;
                    };
                    scheduled: string;
                    appointment: {
                        start: string;
                        end: string;
                        number: string;
                    };
                    arrived: string;
                    departed: string;
                    completed: boolean;
                    note: string;
                    pickupBy?: string;
                    dropBy?: string;
                    /** @description Non-shipment events only. */
                    id?: string;
                    /** @description The event's position in its move. */
                    index: number;
                };
            } | {
                /** @description The driver whose non-shipment move it is: `id` and `href`. */
                driver: {
                    id: string;
                    href: string;
                };
                event: components["schemas"]["StoredEvent"];
            };
        };
        EventDepartedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "event.departed";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A departure was recorded on an event (it had none before). */
            data: {
                /** @description The shipment: `id` and `href`. */
                shipment: {
                    id: string;
                    href: string;
                };
                /** @description The move's position in the itinerary. */
                move: number;
                event: {
                    type: string;
                    site: {
                        id: string;
                    };
                    scheduled: string;
                    appointment: {
                        start: string;
                        end: string;
                        number: string;
                    };
                    arrived: string;
                    departed: string;
                    completed: boolean;
                    note: string;
                    pickupBy?: string;
                    dropBy?: string;
                    /** @description Non-shipment events only. */
                    id?: string;
                    /** @description The event's position in its move. */
                    index: number;
                };
            } | {
                /** @description The driver whose non-shipment move it is: `id` and `href`. */
                driver: {
                    id: string;
                    href: string;
                };
                event: components["schemas"]["StoredEvent"];
            };
        };
        EventFeedPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description The request for the following page; always present, on an empty page too: follow it while `hasMore`, then poll it. */
            next: string;
            /** @description Whether positions exist after `next`, whatever `types` hides: follow `next` while true (a page can be empty and still have more); false means this page reached the newest event. */
            hasMore: boolean;
            items: components["schemas"]["FeedEvent"][];
        };
        FeedEvent: {
            /** @description The event id, the same as the webhook delivery's: dedupe by it across both. */
            id: string;
            /** @enum {string} */
            type: "shipment.created" | "shipment.updated" | "itinerary.updated" | "move.status.changed" | "event.arrived" | "event.departed" | "document.stored" | "document.failed" | "non-shipment-event.updated" | "master-data.updated";
            /** @description When the change was committed, ISO 8601 UTC (as delivered). */
            timestamp: string;
            data: {
                [key: string]: unknown;
            };
            /** @description The cursor that resumes after this event (pass it as `after`). */
            position: string;
        };
        /** @description Where the document is stored (the default variant). */
        ImageBucketLocation: {
            /** @constant */
            context: "SHIPMENT";
            entityId: string;
            /** @enum {string} */
            type: "BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE";
            bucket: string;
            fileKey: string | string[];
        };
        ImageLocation: components["schemas"]["ImageBucketLocation"] | components["schemas"]["ImageUrlLocation"];
        ImageSubmission: {
            /** @constant */
            context: "SHIPMENT";
            entityId: string;
            /** @enum {string} */
            type: "BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE";
            bucket?: string;
            fileKey?: string | string[];
            /** @constant */
            locationType?: "url";
            url?: string | string[];
            submittedBy?: string;
        };
        ImageSubmissionEcho: {
            /** @constant */
            context: "SHIPMENT";
            entityId: string;
            /** @enum {string} */
            type: "BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE";
            /** @description Echoed only when the request named a submitter. */
            submittedBy?: string;
        };
        ImageSubmissionStatus: {
            id: string;
            self: string;
            /** @enum {string} */
            status: "pending" | "completed" | "failed";
            /** @description Why the submission failed; empty otherwise. */
            reason: string;
            /** @constant */
            context: "SHIPMENT";
            entityId: string;
            /** @enum {string} */
            type: "BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE";
            /** @description The submitter the request named, or `driver`. */
            submittedBy: string;
            /** @description Who made the submission: the token (`dispatcher`, `driver`, or `client`: an integration, by client id and name), the data import, or, for `drop-folder`, the dropped object (its key is the id). */
            requestedBy: {
                /** @enum {string} */
                role: "dispatcher" | "driver" | "client" | "import" | "drop-folder";
                id: string;
                /** @description A machine client's name (role `client` only). */
                name?: string;
            };
            pages: number;
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            createdAt: string;
            /** @description When processing ended; empty while pending. */
            completedAt: string;
        };
        /** @description Supported document types, by lower-case context. */
        ImageTypes: {
            /** @description Document types the TMS supports for shipments. */
            shipment: ("BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE")[];
        };
        ImageUploadRequest: {
            /** @constant */
            context: "SHIPMENT";
            entityId: string;
            /** @enum {string} */
            type: "BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE";
            /**
             * @description The media type of the file; one of the formats the TMS accepts (settings.imageFormats).
             * @enum {string}
             */
            contentType: "image/tiff" | "application/pdf" | "image/png" | "image/jpeg";
            /** @description The size of the file in bytes: the upload may be at most this large (25 MiB at most). */
            contentLength: number;
        };
        /** @description A presigned upload into the drop bucket: S3 itself refuses a file larger than the declared `contentLength`, of another media type, under another key, or after `expiresAt`. */
        ImageUploadTicket: {
            /** @description The drop bucket; name it in `POST /images` with `fileKey`. */
            bucket: string;
            /** @description The key the service chose for the upload; name it in `POST /images`. */
            fileKey: string;
            /**
             * @description Send the file as a form POST (multipart/form-data) to `url`.
             * @constant
             */
            method: "POST";
            /** @description Where to send the form. */
            url: string;
            /** @description Headers to send with the form; none today. */
            headers: {
                [key: string]: string;
            };
            /** @description Form fields to send, in this order, before the `file` field that carries the bytes. */
            fields: {
                [key: string]: string;
            };
            /** @description After this the upload is refused by S3. */
            expiresAt: string;
        };
        /** @description Addresses to download the document from (`locationType=url`). */
        ImageUrlLocation: {
            /** @constant */
            context: "SHIPMENT";
            entityId: string;
            /** @enum {string} */
            type: "BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE";
            /** @constant */
            locationType: "url";
            /** @description Presigned addresses that expire (15 minutes by default). */
            url: string | string[];
        };
        ImportAccepted: {
            id: string;
            self: string;
            /** @constant */
            status: "pending";
        };
        ImportRequest: {
            /** @description The drop bucket: imports read no other. */
            bucket: string;
            /** @description The data file (data-format.md) in the drop bucket, as written. */
            fileKey: string;
        };
        ImportStatus: {
            id: string;
            self: string;
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed";
            /** @description Why the import failed (the file is not a data file, too large, ...); empty otherwise. */
            reason: string;
            bucket: string;
            fileKey: string;
            /** @description Per list of the data file (`customers`, `shipments`, ...): its records created, updated, left unchanged and refused so far. */
            counts: {
                [key: string]: {
                    created: number;
                    updated: number;
                    unchanged: number;
                    refused: number;
                };
            };
            /** @description The refused records, in file order, the first 1,000: `path` is where the problem is in the file. */
            refusals: {
                /** @enum {string} */
                kind: "customers" | "sites" | "yards" | "crossDocks" | "drivers" | "carriers" | "tractors" | "chassis" | "containers" | "trailers" | "shipments" | "nonShipmentMoves" | "documents";
                id: string;
                path: string;
                reason: string;
            }[];
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            createdAt: string;
            /** @description When the import ended; empty until then. */
            completedAt: string;
        };
        ImportUploadRequest: {
            /** @description The size of the data file in bytes: the upload may be at most this large (100 MB at most). */
            contentLength: number;
        };
        Itinerary: {
            /** @description The shipment id. */
            id: string;
            self: string;
            shipment: {
                id: string;
                href: string;
                orderNumber: string;
            };
            /** @description From origin to destination, in the order they are completed. */
            moves: components["schemas"]["ItineraryMove"][];
        };
        ItineraryChange: {
            /** @description The value that changed, e.g. `moves[0].events[1].arrived`. */
            path: string;
            /** @description The value before, as stored (no links or location details); `null` for an added move or event. */
            from: unknown;
            /** @description The value after, as stored; `null` for a removed move or event. */
            to: unknown;
        };
        ItineraryEvent: {
            site: components["schemas"]["Site"];
            /** @description Internal planning time; empty when unset. */
            scheduled: string;
            /** @description The window the driver must arrive in, and its confirmation number; empty strings when unset. */
            appointment: {
                /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
                start: string;
                /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
                end: string;
                number: string;
            };
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            arrived: string;
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            departed: string;
            completed: boolean;
            note: string;
            /** @description Only on origin pickups of export and intermodal oneway shipments. */
            pickupBy?: string;
            /** @description Only on empty drops of export shipments. */
            dropBy?: string;
            /** @enum {string} */
            type: "hook-origin" | "mount-origin" | "pickup-origin" | "hook-empty" | "hook-loaded" | "hook-chassis" | "hook-yard" | "hook-stopoff" | "hook-bobtail" | "hook-non-routed" | "mount-empty" | "mount-loaded" | "pickup-crossdock" | "pickup-stopoff" | "scale-stopoff" | "deliver-crossdock" | "deliver-destination" | "deliver-stopoff" | "dismount-destination" | "dismount-empty" | "dismount-loaded" | "drop-destination" | "drop-empty" | "drop-loaded" | "drop-yard" | "drop-chassis" | "drop-stopoff" | "drop-bobtail" | "drop-non-routed";
        };
        ItineraryHistoryPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["ItineraryVersionSummary"][];
        };
        ItineraryMove: {
            /** @description The driver or carrier; `not routed` (empty id and href) when unassigned. */
            driver: {
                id: string;
                href: string;
                /** @enum {string} */
                type: "driver" | "carrier" | "not routed";
            };
            events: components["schemas"]["ItineraryEvent"][];
            plannedDate: string | "";
            /** @description The tractor or truck; empty strings when none is assigned. */
            powerUnit: {
                id: string;
                href: string;
            };
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "progress" | "completed";
            /** @description An additional reference number. */
            hint: string;
            shipment: {
                id: string;
                href: string;
            };
        };
        ItineraryPreview: {
            /** @description The itinerary as the PUT of this body would answer it, automatic changes included; nothing is stored. */
            itinerary: components["schemas"]["Itinerary"];
            /** @description What changed since the previous version, automatic changes included; lists are compared position by position, and a first version adds every move. */
            changes: components["schemas"]["ItineraryChange"][];
            /** @description The version the PUT would make: the current one plus one. */
            version: number;
        };
        ItineraryUpdate: {
            id?: string;
            moves: {
                driver: {
                    /** @enum {string} */
                    type: "driver" | "carrier" | "not routed";
                    /** @description When omitted: `""`. */
                    id?: string;
                    href?: string;
                };
                events: {
                    /** @enum {string} */
                    type: "hook-origin" | "mount-origin" | "pickup-origin" | "hook-empty" | "hook-loaded" | "hook-chassis" | "hook-yard" | "hook-stopoff" | "hook-bobtail" | "hook-non-routed" | "mount-empty" | "mount-loaded" | "pickup-crossdock" | "pickup-stopoff" | "scale-stopoff" | "deliver-crossdock" | "deliver-destination" | "deliver-stopoff" | "dismount-destination" | "dismount-empty" | "dismount-loaded" | "drop-destination" | "drop-empty" | "drop-loaded" | "drop-yard" | "drop-chassis" | "drop-stopoff" | "drop-bobtail" | "drop-non-routed";
                    site: {
                        id: string;
                        href?: string;
                    };
                    /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. When omitted: `""`. */
                    scheduled?: string;
                    /** @description When omitted: `{"start":"","end":"","number":""}`. */
                    appointment?: {
                        /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. When omitted: `""`. */
                        start?: string;
                        /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. When omitted: `""`. */
                        end?: string;
                        /** @description When omitted: `""`. */
                        number?: string;
                    };
                    /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. When omitted: `""`. */
                    arrived?: string;
                    /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. When omitted: `""`. */
                    departed?: string;
                    /** @description When omitted: `false`. */
                    completed?: boolean;
                    /** @description When omitted: `""`. */
                    note?: string;
                    /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
                    pickupBy?: string;
                    /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
                    dropBy?: string;
                }[];
                /** @description When omitted: `""`. */
                plannedDate?: string | "";
                /** @description When omitted: `{"id":""}`. */
                powerUnit?: {
                    /** @description When omitted: `""`. */
                    id?: string;
                    href?: string;
                };
                /** @enum {string} */
                status?: "pending" | "accepted" | "rejected" | "progress" | "completed";
                /** @description When omitted: `""`. */
                hint?: string;
            }[];
        };
        ItineraryUpdatedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "itinerary.updated";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A shipment's itinerary was stored: imported (version 1), or changed by a PUT or a data load. */
            data: {
                /** @description The shipment: `id` and `href`. */
                shipment: {
                    id: string;
                    href: string;
                };
                /** @description The version this change made: drop an event older than one already seen. */
                version: number;
                /** @description The itinerary's `ETag` after the change. */
                etag: string;
                changedBy: {
                    /** @enum {string} */
                    role: "dispatcher" | "driver" | "import";
                    id: string;
                };
                /** @enum {string} */
                source: "api" | "import";
                /** @description Only when `itinerary` is left out: what changed since the previous version, as the history lists it; itself a link when too large for an event. */
                changes?: components["schemas"]["ItineraryChange"][] | components["schemas"]["OmittedFromEvent"];
                /** @description The itinerary as it was right after the change; a link to the version in the history when the event cannot carry it (over 240 KiB of data). */
                itinerary: {
                    moves: components["schemas"]["StoredMove"][];
                } | components["schemas"]["OmittedFromEvent"];
            };
        };
        ItineraryVersion: {
            /** @description 1 for the imported itinerary, then one more per change. */
            version: number;
            /** @description The itinerary's `ETag` right after this version. */
            etag: string;
            /** @description When the change was stored, ISO 8601 UTC. */
            changedAt: string;
            /** @description Who made the change: a driver by its driver id, a dispatcher by its token's subject, a machine client (integration) by its client id and name, or the data import (empty id). */
            changedBy: {
                /** @enum {string} */
                role: "dispatcher" | "driver" | "client" | "import";
                id: string;
                /** @description A machine client's name (role `client` only). */
                name?: string;
            };
            /**
             * @description A PUT of the itinerary, or a load of the data file.
             * @enum {string}
             */
            source: "api" | "import";
            /** @description What changed since the previous version, automatic changes included; lists are compared position by position, and a first version adds every move. When they do not fit one answer beside the itinerary (at the bounds), a link to them. */
            changes: components["schemas"]["ItineraryChange"][] | components["schemas"]["OmittedFromAnswer"];
            self: string;
            /** @description The itinerary as it was right after this version. */
            itinerary: components["schemas"]["Itinerary"];
        };
        ItineraryVersionSummary: {
            /** @description 1 for the imported itinerary, then one more per change. */
            version: number;
            /** @description The itinerary's `ETag` right after this version. */
            etag: string;
            /** @description When the change was stored, ISO 8601 UTC. */
            changedAt: string;
            /** @description Who made the change: a driver by its driver id, a dispatcher by its token's subject, a machine client (integration) by its client id and name, or the data import (empty id). */
            changedBy: {
                /** @enum {string} */
                role: "dispatcher" | "driver" | "client" | "import";
                id: string;
                /** @description A machine client's name (role `client` only). */
                name?: string;
            };
            /**
             * @description A PUT of the itinerary, or a load of the data file.
             * @enum {string}
             */
            source: "api" | "import";
            /** @description What changed since the previous version, automatic changes included; lists are compared position by position, and a first version adds every move. */
            changes: components["schemas"]["ItineraryChange"][];
            self: string;
        };
        Location: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
            name: string;
            address1: string;
            city: string;
            state: string;
            zip: string;
            country: string;
            signatureRequired: boolean;
            /** @description IANA time zone (e.g. `America/Chicago`): wall-clock times on events at this location are read in it. */
            timeZone: string;
        };
        LocationPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Location"][];
        };
        /** @description A site, yard or cross-dock. Without `timeZone` (or with `""`), the zone is found from the ZIP code, else from a state that lies in one zone, else the TMS zone, as a data file load finds it. */
        LocationRecord: {
            id: string;
            name: string;
            /** @description When omitted: `""`. */
            address1?: string;
            /** @description When omitted: `""`. */
            city?: string;
            /** @description When omitted: `""`. */
            state?: string;
            /** @description When omitted: `""`. */
            zip?: string;
            /** @description When omitted: `""`. */
            country?: string;
            /** @description When omitted: `false`. */
            signatureRequired?: boolean;
            /** @description When omitted: `""`. */
            timeZone?: string;
            active?: boolean;
        };
        MasterDataUpdatedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "master-data.updated";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A customer, driver, carrier, location or piece of equipment was created or changed through the API (retired included). */
            data: {
                /**
                 * @description What kind of record.
                 * @enum {string}
                 */
                kind: "customer" | "driver" | "carrier" | "site" | "yard" | "crossDock" | "tractor" | "chassis" | "container" | "trailer";
                id: string;
                /** @description The record, e.g. `/drivers/D-9`. */
                href: string;
                /** @description `false`: the record is retired. */
                active: boolean;
            };
        };
        MoveStatusChangedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "move.status.changed";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A move's status changed (accepted, rejected, in progress, completed), on a shipment or a driver's non-shipment move. */
            data: {
                /** @description The shipment: `id` and `href`. */
                shipment: {
                    id: string;
                    href: string;
                };
                /** @description The move's position. */
                move: number;
                /** @enum {string} */
                from: "pending" | "accepted" | "rejected" | "progress" | "completed";
                /** @enum {string} */
                to: "pending" | "accepted" | "rejected" | "progress" | "completed";
            } | {
                /** @description The driver whose non-shipment move it is: `id` and `href`. */
                driver: {
                    id: string;
                    href: string;
                };
                /** @description The non-shipment move's id. */
                move: string;
                /** @enum {string} */
                from: "pending" | "accepted" | "rejected" | "progress" | "completed";
                /** @enum {string} */
                to: "pending" | "accepted" | "rejected" | "progress" | "completed";
            };
        };
        NonShipmentEvent: {
            site: components["schemas"]["Site"];
            /** @description Internal planning time; empty when unset. */
            scheduled: string;
            /** @description The window the driver must arrive in, and its confirmation number; empty strings when unset. */
            appointment: {
                /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
                start: string;
                /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
                end: string;
                number: string;
            };
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            arrived: string;
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            departed: string;
            completed: boolean;
            note: string;
            /** @description Only on origin pickups of export and intermodal oneway shipments. */
            pickupBy?: string;
            /** @description Only on empty drops of export shipments. */
            dropBy?: string;
            type: string;
            id: string;
        };
        NonShipmentEventUpdate: {
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            arrived?: string;
            /** @description ISO 8601 date-time (UTC offset optional), or an empty string when unset. */
            departed?: string;
            completed?: boolean;
            note?: string;
        };
        NonShipmentEventUpdatedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "non-shipment-event.updated";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A driver's non-shipment event changed (arrived, departed, completed or note). */
            data: {
                /** @description The driver whose non-shipment move it is: `id` and `href`. */
                driver: {
                    id: string;
                    href: string;
                };
                event: components["schemas"]["StoredEvent"];
            };
        };
        /** @description Left out of the answer, which could not hold it beside the itinerary: read it at `href`. */
        OmittedFromAnswer: {
            /** @description The history page listing the version (`offset` as it was when answered, `limit=1`), which has its changes. */
            href: string;
            /** @constant */
            omitted: true;
        };
        /** @description Left out of the event, too large for it: read it at `href`. */
        OmittedFromEvent: {
            /** @description The version in the history, `GET /shipments/{id}/itinerary/history/{version}`, which has it. */
            href: string;
            /** @constant */
            omitted: true;
        };
        PlanMove: {
            /** @description Empty strings for a move of non-shipment events only. */
            shipment: {
                id: string;
                href: string;
                orderNumber: string;
            };
            /** @description Shipment events, or non-shipment events (with an id) when the move has no shipment. */
            events: (components["schemas"]["ItineraryEvent"] | components["schemas"]["NonShipmentEvent"])[];
            plannedDate: string | "";
            powerUnit: {
                id: string;
                href: string;
            };
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "progress" | "completed";
            /** @description Typically the id of the first event; not a unique identifier. */
            hint: string;
        };
        RotatedWebhookSecret: {
            /** @description The new signing secret (`whsec_` + base64), shown only in this answer: every delivery is signed with it from now on. */
            secret: string;
            /** @description Until then each delivery carries a second signature, with the previous secret (Standard Webhooks' space-separated list); after it, only the new one. */
            previousSecretExpiresAt: string;
        };
        Shipment: {
            id: string;
            self: string;
            orderNumber: string;
            /** @description `cancelled`, `declined`, `template` and `pending` refuse itinerary updates. */
            status: string;
            /** @enum {string} */
            type: "import" | "export" | "oneway" | "intermodal-oneway";
            hazmat: boolean;
            /** @description When the service created the shipment: `/shipments` is newest first by it. */
            createdAt: string;
            /** @description The TMS's time of the order, as it sent it. */
            orderedAt?: string;
            customer: {
                id: string;
                href: string;
            };
            origin: {
                id: string;
                href: string;
            };
            destination: {
                id: string;
                href: string;
            };
            equipment: {
                container: string;
                chassis: string;
                trailer: string;
            };
            itinerary: {
                href: string;
            };
            images: {
                href: string;
            };
        };
        ShipmentCreatedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "shipment.created";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A shipment was created, by `PUT /shipments/{id}` or a data load: the shipment as `GET /shipments/{id}` shows it. Its itinerary is empty until its first `itinerary.updated`. */
            data: components["schemas"]["Shipment"];
        };
        ShipmentImages: {
            /** @description The shipment id. */
            id: string;
            self: string;
            /** @description Document types the shipment currently has; empty when none. */
            items: ("BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE")[];
        };
        ShipmentPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Shipment"][];
        };
        ShipmentUpdate: {
            /** @description Optional; when sent, the path's id. */
            id?: string;
            orderNumber: string;
            /**
             * @description `pending` (tendered, not yet accepted) may become `accepted`, `declined` or `cancelled`; `accepted` may become `cancelled`.
             * @enum {string}
             */
            status: "pending" | "accepted" | "declined" | "cancelled" | "template";
            /** @enum {string} */
            type: "import" | "export" | "oneway" | "intermodal-oneway";
            hazmat: boolean;
            customer: {
                id: string;
                href?: string;
            };
            /** @description A site. */
            origin: {
                id: string;
                href?: string;
            };
            /** @description A site. */
            destination: {
                id: string;
                href?: string;
            };
            /** @description When omitted: `{"container":"","chassis":"","trailer":""}`. */
            equipment?: {
                /** @description When omitted: `""`. */
                container?: string;
                /** @description When omitted: `""`. */
                chassis?: string;
                /** @description When omitted: `""`. */
                trailer?: string;
            };
            /** @description The TMS's time of the order, returned as sent. */
            orderedAt?: string;
        };
        ShipmentUpdatedEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "shipment.updated";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description A shipment's facts changed (status, customer, places, equipment, order number): the shipment as GET now shows it, and `changed`. A declined or cancelled shipment's moves have left drivers' plans. */
            data: {
                id: string;
                self: string;
                orderNumber: string;
                /** @description `cancelled`, `declined`, `template` and `pending` refuse itinerary updates. */
                status: string;
                /** @enum {string} */
                type: "import" | "export" | "oneway" | "intermodal-oneway";
                hazmat: boolean;
                /** @description When the service created the shipment: `/shipments` is newest first by it. */
                createdAt: string;
                /** @description The TMS's time of the order, as it sent it. */
                orderedAt?: string;
                customer: {
                    id: string;
                    href: string;
                };
                origin: {
                    id: string;
                    href: string;
                };
                destination: {
                    id: string;
                    href: string;
                };
                equipment: {
                    container: string;
                    chassis: string;
                    trailer: string;
                };
                itinerary: {
                    href: string;
                };
                images: {
                    href: string;
                };
                /** @description The fields whose values changed, as GET names them, e.g. `["status"]`. */
                changed: string[];
            };
        };
        Site: {
            id: string;
            /** @description Path of the location, e.g. `/locations/sites/{id}`. */
            href: string;
            name: string;
            address1: string;
            city: string;
            /** @description State or province code. */
            state: string;
            zip: string;
            /** @description ISO 3166-1 alpha-2 country code. */
            country: string;
            signatureRequired: boolean;
            /** @description The location's IANA time zone: wall-clock times on the event are read in it. Empty for an unknown location. */
            timeZone: string;
        };
        /** @description An event as stored: its site by id, times exactly as sent. */
        StoredEvent: {
            type: string;
            site: {
                id: string;
            };
            scheduled: string;
            appointment: {
                start: string;
                end: string;
                number: string;
            };
            arrived: string;
            departed: string;
            completed: boolean;
            note: string;
            pickupBy?: string;
            dropBy?: string;
            /** @description Non-shipment events only. */
            id?: string;
        };
        StoredMove: {
            driver: {
                /** @enum {string} */
                type: "driver" | "carrier" | "not routed";
                id: string;
            };
            plannedDate: string;
            powerUnit: {
                id: string;
            };
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "progress" | "completed";
            hint: string;
            events: components["schemas"]["StoredEvent"][];
        };
        Tractor: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
        };
        TractorPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Tractor"][];
        };
        Trailer: {
            id: string;
            self: string;
            /** @description `false`: retired. It stays readable and listed; the rules refuse it in a new assignment. */
            active: boolean;
        };
        TrailerPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["Trailer"][];
        };
        WebhookDelivery: {
            /** @description The `webhook-id` header of every attempt of this delivery. */
            id: string;
            /** @enum {string} */
            type: "shipment.created" | "shipment.updated" | "itinerary.updated" | "move.status.changed" | "event.arrived" | "event.departed" | "document.stored" | "document.failed" | "non-shipment-event.updated" | "master-data.updated" | "webhook.test";
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            /** @description Attempts made so far. */
            attempts: number;
            /** @description The receiver's HTTP status on the last attempt; null before any answer, or when none came. */
            lastResponseStatus: number | null;
            /** @description Each attempt made, oldest first: what the receiver answered, and how fast. */
            attemptLog: {
                /** @description When the attempt began. */
                at: string;
                /** @description The receiver's HTTP status; else `timeout` (no answer within 15 s), `refused` (no connection, or the URL refused by the address rules) or `tls`. */
                status: number | ("timeout" | "refused" | "tls");
                durationMs: number;
                /** @description The first 1 KB of the receiver's answer, as text; empty when none came. */
                answer: string;
            }[];
            /** @description ISO 8601 date-time; the UTC offset is optional (local time). */
            createdAt: string;
        };
        WebhookDeliveryPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["WebhookDelivery"][];
        };
        WebhookSecretRotation: {
            /** @description Seconds during which deliveries carry a signature with the previous secret too, 0 to 86400; 86400 (a day) when omitted. */
            overlapSeconds?: number;
        };
        /** @description A webhook subscription; its secret is never shown again after creation. */
        WebhookSubscription: {
            id: string;
            /** @description Who created it: a machine client (by client id), which alone sees it, or a person (by subject). */
            owner: {
                /** @enum {string} */
                type: "client" | "user";
                id: string;
            };
            url: string;
            events: ("shipment.created" | "shipment.updated" | "itinerary.updated" | "move.status.changed" | "event.arrived" | "event.departed" | "document.stored" | "document.failed" | "non-shipment-event.updated" | "master-data.updated")[];
            description: string;
            /** @description ISO 8601 date-time; the UTC offset is optional (local time). */
            createdAt: string;
            self: string;
        };
        WebhookSubscriptionPage: {
            /** @description The exact request for this page. */
            self: string;
            /** @description Request for the next page; empty string on the last page. */
            next: string;
            /** @description Request for the previous page; present only after the first page. */
            previous?: string;
            items: components["schemas"]["WebhookSubscription"][];
        };
        WebhookSubscriptionRequest: {
            /** @description Where events are POSTed: https, on a public address (checked at every delivery as well). */
            url: string;
            /** @description The event types to receive, at least one. */
            events: ("shipment.created" | "shipment.updated" | "itinerary.updated" | "move.status.changed" | "event.arrived" | "event.departed" | "document.stored" | "document.failed" | "non-shipment-event.updated" | "master-data.updated")[];
            /** @description What the subscription is for; empty when omitted. */
            description?: string;
        };
        WebhookTestEvent: {
            /** @description The event's id (`evt_…`), the same as the feed's: dedupe webhooks and feed reads by it. */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** @description When the change was committed, ISO 8601 UTC. */
            timestamp: string;
            /** @description Sent by `POST /webhooks/{id}/test` to that subscription alone, to check that its receiver verifies and answers: never published to the feed or to other subscriptions, and no subscription lists it among its events. */
            data: {
                /** @description The subscription tested: `id` and `href`. */
                webhook: {
                    id: string;
                    href: string;
                };
            };
        };
    };
    responses: {
        /** @description The request is invalid: `data.object_name` and `data.prop_name` name the offending property, `data.issues` lists every issue; rule violations list `data.failure_messages`. A request that is not valid HTTP (request line, header, percent-encoding of the path) is refused with it too. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 400,
                 *       "description": "Bad Request",
                 *       "data": {
                 *         "object_name": "ImageQuery",
                 *         "prop_name": "entityId",
                 *         "issues": [
                 *           {
                 *             "path": "entityId",
                 *             "message": "Invalid input: expected string, received undefined"
                 *           }
                 *         ]
                 *       },
                 *       "message": "Missing required property 'entityId'."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No bearer token, or one that is invalid or expired. */
        Unauthorized: {
            headers: {
                /**
                 * @description `Bearer`; `Bearer error="invalid_token"` when a token was sent and refused (RFC 6750).
                 * @example Bearer error="invalid_token"
                 */
                "WWW-Authenticate": string;
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "description": "Unauthorized",
                 *       "data": {},
                 *       "message": "A valid bearer token is required."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The token's role may not make this request: collections are for dispatchers, a driver reaches only its own plan, events and shipments; an integration's token lacks the operation's scope. */
        Forbidden: {
            headers: {
                /**
                 * @description On an integration's token without the operation's scope: `Bearer error="insufficient_scope", scope="<scope>"` (RFC 6750), and `data.scope` names it.
                 * @example Bearer error="insufficient_scope", scope="tms/shipments.read"
                 */
                "WWW-Authenticate"?: string;
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "description": "Forbidden",
                 *       "data": {},
                 *       "message": "This token does not allow this request."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist; `data.uri` is the requested URI. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "description": "Not Found",
                 *       "data": {
                 *         "uri": "/shipments/9999"
                 *       },
                 *       "message": "Resource at /shipments/9999 not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The path exists, but not with this method (any method the document does not list for it): `Allow` and `data.allowed` name the methods it has. */
        MethodNotAllowed: {
            headers: {
                /**
                 * @description The path's methods.
                 * @example GET, PUT
                 */
                Allow: string;
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 405,
                 *       "description": "Method Not Allowed",
                 *       "data": {
                 *         "allowed": [
                 *           "GET",
                 *           "PUT"
                 *         ]
                 *       },
                 *       "message": "Allowed methods: GET, PUT."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A concurrent update changed the resource while this one was applied; or a request with the same `Idempotency-Key` is still running: retry. On an itinerary `PUT`, also another write of the shipment under way (`The shipment is being changed by another request; …`): the `If-Match` given is still current, and the same request gets through after `Retry-After` seconds at most. On `POST /images`, also an upload named in `fileKey` that an earlier submission took (`data.prop_name: fileKey`; an upload is submitted once): not worth retrying. */
        Conflict: {
            headers: {
                /**
                 * @description When another write of the shipment holds it: seconds until that write ends or can be taken over.
                 * @example 30
                 */
                "Retry-After"?: number;
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "description": "Conflict",
                 *       "data": {},
                 *       "message": "The itinerary was changed by another request. Retry."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description On `GET /events`: events after the cursor were removed (kept `eventRetentionDays`, 30 by default). `data.oldest` is the oldest event still kept (null when none), `data.resume` the cursor a page from it takes; what changed between is read from the resources themselves (docs/webhooks.md, Catching up). */
        Gone: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 410,
                 *       "description": "Gone",
                 *       "data": {
                 *         "oldest": "ZjE6cHJvZDo0MzEy",
                 *         "resume": "ZjE6cHJvZDo0MzEx"
                 *       },
                 *       "message": "Events after this cursor are no longer kept (retention); resume from data.resume and reconcile."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource has changed since the `ETag` given in `If-Match`; GET it again. */
        PreconditionFailed: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 412,
                 *       "description": "Precondition Failed",
                 *       "data": {},
                 *       "message": "The resource has changed since the ETag given in If-Match."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is over its limit in UTF-8 bytes (`data.limit`): 1 MiB, 512 KiB for an itinerary `PUT` (docs/api-behaviour.md, Itinerary size). */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 413,
                 *       "description": "Payload Too Large",
                 *       "data": {
                 *         "limit": 524288
                 *       },
                 *       "message": "The request body exceeds 524288 bytes (512 KiB)."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request has a body whose `Content-Type` is not `application/json` (with no parameter but `charset=utf-8`), or has no `Content-Type`. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 415,
                 *       "description": "Unsupported Media Type",
                 *       "data": {},
                 *       "message": "Request bodies must be application/json (UTF-8), not text/plain."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Well-formed, but the shipment status does not allow updates; or the `Idempotency-Key` was already used with another body. */
        UnprocessableContent: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 422,
                 *       "description": "Unprocessable Entity",
                 *       "data": {
                 *         "failure_messages": [
                 *           "Shipment 1006 has a status of cancelled and does not allow updates."
                 *         ]
                 *       },
                 *       "message": "Shipment 1006 has a status of cancelled and does not allow updates."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's request budget is spent (a machine client's, a driver's): retry after `Retry-After` seconds; `RateLimit-Policy` and `RateLimit` say the budget and what is left. Nothing was done, and a keyed request's key stays free. */
        TooManyRequests: {
            headers: {
                /**
                 * @description Whole seconds until the budget allows one more request.
                 * @example 1
                 */
                "Retry-After": number;
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 429,
                 *       "description": "Too Many Requests",
                 *       "data": {
                 *         "retry_after": 1
                 *       },
                 *       "message": "This caller's request budget is spent. Retry after 1 second."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request headers are too large. */
        RequestHeaderFieldsTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 431,
                 *       "description": "Request Header Fields Too Large",
                 *       "data": {},
                 *       "message": "The request headers are too large."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected fault; the body says nothing about internals. */
        InternalServerError: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 500,
                 *       "description": "Internal Server Error",
                 *       "data": {},
                 *       "message": "An unexpected error occurred."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A dependency is temporarily unavailable; retry after `Retry-After` seconds. */
        ServiceUnavailable: {
            headers: {
                /**
                 * @description Seconds to wait before retrying.
                 * @example 1
                 */
                "Retry-After": number;
                "X-Request-Id": components["headers"]["RequestId"];
                "Cache-Control": components["headers"]["CacheControl"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 503,
                 *       "description": "Service Unavailable",
                 *       "data": {},
                 *       "message": "The service is temporarily unavailable. Retry later."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The request's id, on every answer (the router's own refusals included): quote it when reporting a problem; the service's logs carry it.
         * @example a3f0c2d4-5b6e-4f70-8a91-b2c3d4e5f607
         */
        RequestId: string;
        /** @description An answer with an `ETag` may be kept but is revalidated every time (`private, no-cache`, then `If-None-Match`); any other is never stored (`no-store`). */
        CacheControl: "no-store" | "private, no-cache";
        /**
         * @description The caller's request budget (IETF RateLimit header fields): `q`, the requests it may make at once; `w`, the seconds an empty budget takes to refill. On every answer to a machine client or a driver (and to a dispatcher where the stage gives one), 429 included.
         * @example "budget";q=100;w=4
         */
        RateLimitPolicy: string;
        /**
         * @description What is left of the caller's request budget: `r`, the requests it may still make now; `t`, the seconds until the budget is full again. On every answer to a budgeted caller, 429 included.
         * @example "budget";r=42;t=3
         */
        RateLimit: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createImageUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "context": "SHIPMENT",
                 *       "entityId": "1004",
                 *       "type": "POD",
                 *       "contentType": "application/pdf",
                 *       "contentLength": 48213
                 *     }
                 */
                "application/json": components["schemas"]["ImageUploadRequest"];
            };
        };
        responses: {
            /** @description Get a presigned upload of one file into the drop bucket */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bucket": "tms-drop",
                     *       "fileKey": "uploads/0b7f3c52-9d4e-4a61-8f2b-6c1e5a9d3f70.pdf",
                     *       "method": "POST",
                     *       "url": "https://tms-drop.s3.tms.example/",
                     *       "headers": {},
                     *       "fields": {
                     *         "Content-Type": "application/pdf",
                     *         "bucket": "tms-drop",
                     *         "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
                     *         "X-Amz-Credential": "ASIAEXAMPLE/20261124/us-east-1/s3/aws4_request",
                     *         "X-Amz-Date": "20261124T140500Z",
                     *         "X-Amz-Security-Token": "IQoJb3JpZ2luX2VjEXAMPLE",
                     *         "key": "uploads/0b7f3c52-9d4e-4a61-8f2b-6c1e5a9d3f70.pdf",
                     *         "Policy": "eyJleHBpcmF0aW9uIjoiMjAyNi0xMS0yNFQxNDoyMDowMFoiLCJjb25kaXRpb25zIjpbXX0=",
                     *         "X-Amz-Signature": "3f1e0c9a7b5d2e8f4a6c1b3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e0f"
                     *       },
                     *       "expiresAt": "2026-11-24T14:20:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ImageUploadTicket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bucket": "tms-drop",
                 *       "fileKey": "exports/2026-11-24.json"
                 *     }
                 */
                "application/json": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            /** @description Import a data file from the drop bucket */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d3e5f-2a4b-4c6d-8e0f-1a3b5c7d9e21",
                     *       "self": "/imports/8c1d3e5f-2a4b-4c6d-8e0f-1a3b5c7d9e21",
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["ImportAccepted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createImportUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "contentLength": 1048576
                 *     }
                 */
                "application/json": components["schemas"]["ImportUploadRequest"];
            };
        };
        responses: {
            /** @description Get a presigned upload of one data file into the drop bucket */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bucket": "tms-drop",
                     *       "fileKey": "uploads/imports/5d2a8e41-7c3b-4f90-a6e2-1b9c0d7f4e83.json",
                     *       "method": "POST",
                     *       "url": "https://tms-drop.s3.tms.example/",
                     *       "headers": {},
                     *       "fields": {
                     *         "Content-Type": "application/json",
                     *         "bucket": "tms-drop",
                     *         "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
                     *         "X-Amz-Credential": "ASIAEXAMPLE/20261124/us-east-1/s3/aws4_request",
                     *         "X-Amz-Date": "20261124T140500Z",
                     *         "X-Amz-Security-Token": "IQoJb3JpZ2luX2VjEXAMPLE",
                     *         "key": "uploads/imports/5d2a8e41-7c3b-4f90-a6e2-1b9c0d7f4e83.json",
                     *         "Policy": "eyJleHBpcmF0aW9uIjoiMjAyNi0xMS0yNFQxNDoyMDowMFoiLCJjb25kaXRpb25zIjpbXX0=",
                     *         "X-Amz-Signature": "9a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e0f3f1e0c9a7b5d2e8f4a6c1b3d5e7f"
                     *       },
                     *       "expiresAt": "2026-11-24T14:20:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ImageUploadTicket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 20
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List webhook subscriptions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/webhooks?limit=20",
                     *       "next": "",
                     *       "items": [
                     *         {
                     *           "id": "5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12",
                     *           "owner": {
                     *             "type": "client",
                     *             "id": "4k2v8q1m7r3s9t5w0x6y2z8a1b"
                     *           },
                     *           "url": "https://hooks.tms.example/events",
                     *           "events": [
                     *             "itinerary.updated",
                     *             "move.status.changed"
                     *           ],
                     *           "description": "Visibility platform",
                     *           "createdAt": "2026-11-24T14:10:03.211Z",
                     *           "self": "/webhooks/5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSubscriptionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.tms.example/events",
                 *       "events": [
                 *         "itinerary.updated",
                 *         "move.status.changed"
                 *       ],
                 *       "description": "Visibility platform"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Subscribe a URL to events (webhook) */
            201: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The subscription. */
                    Location: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12",
                     *       "owner": {
                     *         "type": "client",
                     *         "id": "4k2v8q1m7r3s9t5w0x6y2z8a1b"
                     *       },
                     *       "url": "https://hooks.tms.example/events",
                     *       "events": [
                     *         "itinerary.updated",
                     *         "move.status.changed"
                     *       ],
                     *       "description": "Visibility platform",
                     *       "createdAt": "2026-11-24T14:10:03.211Z",
                     *       "self": "/webhooks/5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7Kz9Yv1Fj2g="
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedWebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the answer the client has (or `*`): 304 without a body while it is current. */
                "If-None-Match"?: string;
            };
            path: {
                /** @example 5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a webhook subscription */
            200: {
                headers: {
                    /** @description The subscription's version, for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12",
                     *       "owner": {
                     *         "type": "client",
                     *         "id": "4k2v8q1m7r3s9t5w0x6y2z8a1b"
                     *       },
                     *       "url": "https://hooks.tms.example/events",
                     *       "events": [
                     *         "itinerary.updated",
                     *         "move.status.changed"
                     *       ],
                     *       "description": "Visibility platform",
                     *       "createdAt": "2026-11-24T14:10:03.211Z",
                     *       "self": "/webhooks/5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description Not modified: `If-None-Match` names the current `ETag`. No body, no `Content-Type`. */
            304: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the subscription changed since. */
                "If-Match"?: string;
            };
            path: {
                /** @example 5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.tms.example/events",
                 *       "events": [
                 *         "itinerary.updated"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Replace a webhook subscription's URL, events and description */
            200: {
                headers: {
                    /** @description The subscription's version, for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12",
                     *       "owner": {
                     *         "type": "client",
                     *         "id": "4k2v8q1m7r3s9t5w0x6y2z8a1b"
                     *       },
                     *       "url": "https://hooks.tms.example/events",
                     *       "events": [
                     *         "itinerary.updated"
                     *       ],
                     *       "description": "Visibility platform",
                     *       "createdAt": "2026-11-24T14:10:03.211Z",
                     *       "self": "/webhooks/5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the subscription changed since. */
                "If-Match"?: string;
            };
            path: {
                /** @example 5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a webhook subscription (its queued deliveries are dropped) */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCarrier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example CR-1 */
                carrierId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a carrier */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "CR-1",
                     *       "name": "Blue Line Cartage",
                     *       "contractSigned": true,
                     *       "federalId": "MC-123456",
                     *       "certifications": [
                     *         {
                     *           "type": "common-carrier",
                     *           "expires": "2030-01-01"
                     *         }
                     *       ],
                     *       "insurance": {
                     *         "cargo": "2030-01-01",
                     *         "liability": "2030-01-01",
                     *         "workersCompensation": "2029-09-30"
                     *       },
                     *       "hazmatExpires": "",
                     *       "self": "/carriers/CR-1",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Carrier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCarrier: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example CR-5 */
                carrierId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "CR-5",
                 *       "name": "Lone Star Drayage",
                 *       "contractSigned": true,
                 *       "federalId": "US DOT 3141592",
                 *       "certifications": [
                 *         {
                 *           "type": "common-carrier",
                 *           "expires": "2030-12-31"
                 *         }
                 *       ],
                 *       "insurance": {
                 *         "cargo": "2027-12-31",
                 *         "liability": "2027-12-31",
                 *         "workersCompensation": "2027-12-31"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CarrierRecord"];
            };
        };
        responses: {
            /** @description Create or replace a carrier */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "CR-5",
                     *       "name": "Lone Star Drayage",
                     *       "contractSigned": true,
                     *       "federalId": "US DOT 3141592",
                     *       "certifications": [
                     *         {
                     *           "type": "common-carrier",
                     *           "expires": "2030-12-31"
                     *         }
                     *       ],
                     *       "insurance": {
                     *         "cargo": "2027-12-31",
                     *         "liability": "2027-12-31",
                     *         "workersCompensation": "2027-12-31"
                     *       },
                     *       "hazmatExpires": "",
                     *       "self": "/carriers/CR-5",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Carrier"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "CR-5",
                     *       "name": "Lone Star Drayage",
                     *       "contractSigned": true,
                     *       "federalId": "US DOT 3141592",
                     *       "certifications": [
                     *         {
                     *           "type": "common-carrier",
                     *           "expires": "2030-12-31"
                     *         }
                     *       ],
                     *       "insurance": {
                     *         "cargo": "2027-12-31",
                     *         "liability": "2027-12-31",
                     *         "workersCompensation": "2027-12-31"
                     *       },
                     *       "hazmatExpires": "",
                     *       "self": "/carriers/CR-5",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Carrier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChassis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example CH-501 */
                chassisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a chassis */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "CH-501",
                     *       "self": "/equipment/chassis/CH-501",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Chassis"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putChassis: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example CH-520 */
                chassisId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "CH-520"
                 *     }
                 */
                "application/json": components["schemas"]["EquipmentRecord"];
            };
        };
        responses: {
            /** @description Create or replace a chassis */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "CH-520",
                     *       "self": "/equipment/chassis/CH-520",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Chassis"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "CH-520",
                     *       "self": "/equipment/chassis/CH-520",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Chassis"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContainer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example MSCU4827164 */
                containerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a container */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "MSCU4827164",
                     *       "self": "/equipment/containers/MSCU4827164",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Container"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putContainer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example TGHU8812345 */
                containerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "TGHU8812345"
                 *     }
                 */
                "application/json": components["schemas"]["EquipmentRecord"];
            };
        };
        responses: {
            /** @description Create or replace a container */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "TGHU8812345",
                     *       "self": "/equipment/containers/TGHU8812345",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Container"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "TGHU8812345",
                     *       "self": "/equipment/containers/TGHU8812345",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Container"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCrossDock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example X-1 */
                crossDockId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a cross-dock */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "X-1",
                     *       "name": "Houston East Cross-Dock",
                     *       "address1": "9500 Market St",
                     *       "city": "Houston",
                     *       "state": "TX",
                     *       "zip": "77029",
                     *       "country": "US",
                     *       "signatureRequired": false,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/cross-docks/X-1",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCrossDock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example X-3 */
                crossDockId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "X-3",
                 *       "name": "Katy Cross-Dock",
                 *       "address1": "25000 Franz Rd",
                 *       "city": "Katy",
                 *       "state": "TX",
                 *       "zip": "77493",
                 *       "country": "US",
                 *       "timeZone": "America/Chicago"
                 *     }
                 */
                "application/json": components["schemas"]["LocationRecord"];
            };
        };
        responses: {
            /** @description Create or replace a cross-dock */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "X-3",
                     *       "name": "Katy Cross-Dock",
                     *       "address1": "25000 Franz Rd",
                     *       "city": "Katy",
                     *       "state": "TX",
                     *       "zip": "77493",
                     *       "country": "US",
                     *       "signatureRequired": false,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/cross-docks/X-3",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "X-3",
                     *       "name": "Katy Cross-Dock",
                     *       "address1": "25000 Franz Rd",
                     *       "city": "Katy",
                     *       "state": "TX",
                     *       "zip": "77493",
                     *       "country": "US",
                     *       "signatureRequired": false,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/cross-docks/X-3",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example C-1 */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a customer */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "C-1",
                     *       "name": "Gulf Coast Foods",
                     *       "self": "/customers/C-1",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example C-7 */
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "C-7",
                 *       "name": "Gulf Coast Produce"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerRecord"];
            };
        };
        responses: {
            /** @description Create or replace a customer */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "C-7",
                     *       "name": "Gulf Coast Produce",
                     *       "self": "/customers/C-7",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "C-7",
                     *       "name": "Gulf Coast Produce",
                     *       "self": "/customers/C-7",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDriver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example D-2 */
                driverId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a driver (a driver may read its own record) */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "D-2",
                     *       "name": "Marcus Bell",
                     *       "licenseExpires": "2029-08-15",
                     *       "medicalExpires": "2027-10-31",
                     *       "hazmatExpires": "",
                     *       "self": "/drivers/D-2",
                     *       "active": true,
                     *       "plans": {
                     *         "href": "/drivers/D-2/plans"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Driver"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putDriver: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example D-10 */
                driverId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "D-10",
                 *       "name": "Rosa Delgado",
                 *       "licenseExpires": "2031-03-31",
                 *       "medicalExpires": "2028-09-30"
                 *     }
                 */
                "application/json": components["schemas"]["DriverRecord"];
            };
        };
        responses: {
            /** @description Create or replace a driver */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "D-10",
                     *       "name": "Rosa Delgado",
                     *       "licenseExpires": "2031-03-31",
                     *       "medicalExpires": "2028-09-30",
                     *       "hazmatExpires": "",
                     *       "self": "/drivers/D-10",
                     *       "active": true,
                     *       "plans": {
                     *         "href": "/drivers/D-10/plans"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Driver"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "D-10",
                     *       "name": "Rosa Delgado",
                     *       "licenseExpires": "2031-03-31",
                     *       "medicalExpires": "2028-09-30",
                     *       "hazmatExpires": "",
                     *       "self": "/drivers/D-10",
                     *       "active": true,
                     *       "plans": {
                     *         "href": "/drivers/D-10/plans"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Driver"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDriverPlans: {
        parameters: {
            query?: {
                /**
                 * @description A calendar date, `YYYY-MM-DD`.
                 * @example 2026-11-20
                 */
                startDate?: string;
                /**
                 * @description A calendar date, `YYYY-MM-DD`.
                 * @example 2026-11-25
                 */
                endDate?: string;
            };
            header?: {
                /** @description The `ETag` of the answer the client has (or `*`): 304 without a body while it is current. */
                "If-None-Match"?: string;
            };
            path: {
                /** @example D-2 */
                driverId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a driver's planned moves for a date range */
            200: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/drivers/D-2/plans?startDate=2026-11-20&endDate=2026-11-25",
                     *       "driver": {
                     *         "id": "D-2",
                     *         "href": "/drivers/D-2",
                     *         "type": "driver"
                     *       },
                     *       "items": [
                     *         {
                     *           "shipment": {
                     *             "id": "",
                     *             "href": "",
                     *             "orderNumber": ""
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "ns-new-trip",
                     *               "site": {
                     *                 "id": "Y-1",
                     *                 "href": "/locations/yards/Y-1",
                     *                 "name": "Houston North Yard",
                     *                 "address1": "7400 N Loop E Fwy",
                     *                 "city": "Houston",
                     *                 "state": "TX",
                     *                 "zip": "77028",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-20T06:00:00",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "2026-11-20T05:55:00",
                     *               "departed": "2026-11-20T06:10:00",
                     *               "completed": true,
                     *               "note": "",
                     *               "id": "NS-1"
                     *             },
                     *             {
                     *               "type": "ns-fuel",
                     *               "site": {
                     *                 "id": "119",
                     *                 "href": "/locations/sites/119",
                     *                 "name": "Love's Travel Stop Baytown",
                     *                 "address1": "5210 I-10 E",
                     *                 "city": "Baytown",
                     *                 "state": "TX",
                     *                 "zip": "77521",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-20T06:40:00",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "2026-11-20T06:45:00",
                     *               "departed": "2026-11-20T07:05:00",
                     *               "completed": true,
                     *               "note": "",
                     *               "id": "NS-2"
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-20",
                     *           "powerUnit": {
                     *             "id": "T-11",
                     *             "href": "/equipment/tractors/T-11"
                     *           },
                     *           "status": "completed",
                     *           "hint": ""
                     *         },
                     *         {
                     *           "shipment": {
                     *             "id": "1001",
                     *             "href": "/shipments/1001",
                     *             "orderNumber": "ORD-1001"
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "hook-origin",
                     *               "site": {
                     *                 "id": "101",
                     *                 "href": "/locations/sites/101",
                     *                 "name": "Port Houston Barbours Cut Container Terminal",
                     *                 "address1": "1515 E Barbours Cut Blvd",
                     *                 "city": "La Porte",
                     *                 "state": "TX",
                     *                 "zip": "77571",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-20T08:00:00",
                     *               "appointment": {
                     *                 "start": "2026-11-20T08:00:00",
                     *                 "end": "2026-11-20T10:00:00",
                     *                 "number": "BCT-448120"
                     *               },
                     *               "arrived": "2026-11-20T07:52:00",
                     *               "departed": "2026-11-20T08:41:00",
                     *               "completed": true,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "drop-destination",
                     *               "site": {
                     *                 "id": "107",
                     *                 "href": "/locations/sites/107",
                     *                 "name": "Gulf Coast Foods Distribution Center",
                     *                 "address1": "8800 Wallisville Rd",
                     *                 "city": "Houston",
                     *                 "state": "TX",
                     *                 "zip": "77029",
                     *                 "country": "US",
                     *                 "signatureRequired": true,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-20T10:30:00",
                     *               "appointment": {
                     *                 "start": "2026-11-20T10:00:00",
                     *                 "end": "2026-11-20T12:00:00",
                     *                 "number": "GCF-7731"
                     *               },
                     *               "arrived": "2026-11-20T10:18:00",
                     *               "departed": "2026-11-20T10:49:00",
                     *               "completed": true,
                     *               "note": "Dropped at door 14"
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-20",
                     *           "powerUnit": {
                     *             "id": "T-11",
                     *             "href": "/equipment/tractors/T-11"
                     *           },
                     *           "status": "completed",
                     *           "hint": ""
                     *         },
                     *         {
                     *           "shipment": {
                     *             "id": "",
                     *             "href": "",
                     *             "orderNumber": ""
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "ns-end-trip",
                     *               "site": {
                     *                 "id": "Y-1",
                     *                 "href": "/locations/yards/Y-1",
                     *                 "name": "Houston North Yard",
                     *                 "address1": "7400 N Loop E Fwy",
                     *                 "city": "Houston",
                     *                 "state": "TX",
                     *                 "zip": "77028",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-20T12:00:00",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "2026-11-20T11:50:00",
                     *               "departed": "2026-11-20T11:55:00",
                     *               "completed": true,
                     *               "note": "",
                     *               "id": "NS-3"
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-20",
                     *           "powerUnit": {
                     *             "id": "T-11",
                     *             "href": "/equipment/tractors/T-11"
                     *           },
                     *           "status": "completed",
                     *           "hint": ""
                     *         },
                     *         {
                     *           "shipment": {
                     *             "id": "1001",
                     *             "href": "/shipments/1001",
                     *             "orderNumber": "ORD-1001"
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "hook-empty",
                     *               "site": {
                     *                 "id": "107",
                     *                 "href": "/locations/sites/107",
                     *                 "name": "Gulf Coast Foods Distribution Center",
                     *                 "address1": "8800 Wallisville Rd",
                     *                 "city": "Houston",
                     *                 "state": "TX",
                     *                 "zip": "77029",
                     *                 "country": "US",
                     *                 "signatureRequired": true,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-24T07:30:00",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "dismount-empty",
                     *               "site": {
                     *                 "id": "101",
                     *                 "href": "/locations/sites/101",
                     *                 "name": "Port Houston Barbours Cut Container Terminal",
                     *                 "address1": "1515 E Barbours Cut Blvd",
                     *                 "city": "La Porte",
                     *                 "state": "TX",
                     *                 "zip": "77571",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-24T09:00:00",
                     *               "appointment": {
                     *                 "start": "2026-11-24T09:00:00",
                     *                 "end": "2026-11-24T11:00:00",
                     *                 "number": "BCT-449007"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "drop-chassis",
                     *               "site": {
                     *                 "id": "Y-1",
                     *                 "href": "/locations/yards/Y-1",
                     *                 "name": "Houston North Yard",
                     *                 "address1": "7400 N Loop E Fwy",
                     *                 "city": "Houston",
                     *                 "state": "TX",
                     *                 "zip": "77028",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-24T11:30:00",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-24",
                     *           "powerUnit": {
                     *             "id": "T-11",
                     *             "href": "/equipment/tractors/T-11"
                     *           },
                     *           "status": "accepted",
                     *           "hint": ""
                     *         },
                     *         {
                     *           "shipment": {
                     *             "id": "3001",
                     *             "href": "/shipments/3001",
                     *             "orderNumber": "ORD-3001"
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "hook-origin",
                     *               "site": {
                     *                 "id": "107",
                     *                 "href": "/locations/sites/107",
                     *                 "name": "Gulf Coast Foods Distribution Center",
                     *                 "address1": "8800 Wallisville Rd",
                     *                 "city": "Houston",
                     *                 "state": "TX",
                     *                 "zip": "77029",
                     *                 "country": "US",
                     *                 "signatureRequired": true,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-25T05:00:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T05:00:00",
                     *                 "end": "2026-11-25T06:00:00",
                     *                 "number": "GCF-7802"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "pickup-stopoff",
                     *               "site": {
                     *                 "id": "116",
                     *                 "href": "/locations/sites/116",
                     *                 "name": "Houston Bakery Supply",
                     *                 "address1": "5400 Clinton Dr",
                     *                 "city": "Houston",
                     *                 "state": "TX",
                     *                 "zip": "77020",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-25T06:15:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T06:00:00",
                     *                 "end": "2026-11-25T07:00:00",
                     *                 "number": "HBS-118"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "scale-stopoff",
                     *               "site": {
                     *                 "id": "113",
                     *                 "href": "/locations/sites/113",
                     *                 "name": "CAT Scale Madisonville Travel Center",
                     *                 "address1": "2900 E Main St",
                     *                 "city": "Madisonville",
                     *                 "state": "TX",
                     *                 "zip": "77864",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-25T08:30:00",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "deliver-stopoff",
                     *               "site": {
                     *                 "id": "114",
                     *                 "href": "/locations/sites/114",
                     *                 "name": "Navarro County Grocers",
                     *                 "address1": "2100 W 7th Ave",
                     *                 "city": "Corsicana",
                     *                 "state": "TX",
                     *                 "zip": "75110",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-25T10:45:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T10:30:00",
                     *                 "end": "2026-11-25T11:30:00",
                     *                 "number": "NCG-4410"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "drop-destination",
                     *               "site": {
                     *                 "id": "109",
                     *                 "href": "/locations/sites/109",
                     *                 "name": "Lone Star Retail DC 4 Dallas",
                     *                 "address1": "4500 Mountain Creek Pkwy",
                     *                 "city": "Dallas",
                     *                 "state": "TX",
                     *                 "zip": "75236",
                     *                 "country": "US",
                     *                 "signatureRequired": true,
                     *                 "timeZone": "America/Chicago"
                     *               },
                     *               "scheduled": "2026-11-25T12:30:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T12:00:00",
                     *                 "end": "2026-11-25T14:00:00",
                     *                 "number": "LSR-D-88213"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-25",
                     *           "powerUnit": {
                     *             "id": "T-11",
                     *             "href": "/equipment/tractors/T-11"
                     *           },
                     *           "status": "accepted",
                     *           "hint": ""
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DriverPlan"];
                };
            };
            /** @description Not modified: `If-None-Match` names the current `ETag`. No body, no `Content-Type`. */
            304: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the answer the client has (or `*`): 304 without a body while it is current. */
                "If-None-Match"?: string;
            };
            path: {
                /** @example evt_qi82T5rNaLua1a8zBdQ8IyxEJKf2eZpc */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one event of the feed */
            200: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "evt_KgOqHw4C1fYhyud801bjz50z65Pp3z77",
                     *       "timestamp": "2026-11-25T15:10:00.000Z",
                     *       "type": "itinerary.updated",
                     *       "data": {
                     *         "shipment": {
                     *           "id": "1004",
                     *           "href": "/shipments/1004"
                     *         },
                     *         "version": 3,
                     *         "etag": "\"3\"",
                     *         "changedBy": {
                     *           "role": "driver",
                     *           "id": "D-1"
                     *         },
                     *         "source": "api",
                     *         "itinerary": {
                     *           "moves": [
                     *             {
                     *               "driver": {
                     *                 "type": "driver",
                     *                 "id": "D-1"
                     *               },
                     *               "plannedDate": "2026-11-25",
                     *               "powerUnit": {
                     *                 "id": "T-10"
                     *               },
                     *               "status": "progress",
                     *               "hint": "",
                     *               "events": [
                     *                 {
                     *                   "type": "hook-origin",
                     *                   "scheduled": "2026-11-25T09:00:00",
                     *                   "appointment": {
                     *                     "start": "2026-11-25T09:00:00",
                     *                     "end": "2026-11-25T11:00:00",
                     *                     "number": "GCT-77812"
                     *                   },
                     *                   "arrived": "2026-11-25T09:12:00",
                     *                   "departed": "2026-11-25T09:47:00",
                     *                   "completed": true,
                     *                   "note": "UN1263 paint, class 3: placards required",
                     *                   "site": {
                     *                     "id": "104"
                     *                   }
                     *                 },
                     *                 {
                     *                   "type": "drop-destination",
                     *                   "scheduled": "2026-11-25T12:00:00",
                     *                   "appointment": {
                     *                     "start": "2026-11-25T12:00:00",
                     *                     "end": "2026-11-25T14:00:00",
                     *                     "number": "PSP-3310"
                     *                   },
                     *                   "arrived": "",
                     *                   "departed": "",
                     *                   "completed": false,
                     *                   "note": "",
                     *                   "site": {
                     *                     "id": "111"
                     *                   }
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "driver": {
                     *                 "type": "not routed",
                     *                 "id": ""
                     *               },
                     *               "plannedDate": "2026-11-28",
                     *               "powerUnit": {
                     *                 "id": ""
                     *               },
                     *               "status": "pending",
                     *               "hint": "",
                     *               "events": [
                     *                 {
                     *                   "type": "hook-empty",
                     *                   "scheduled": "",
                     *                   "appointment": {
                     *                     "start": "",
                     *                     "end": "",
                     *                     "number": ""
                     *                   },
                     *                   "arrived": "",
                     *                   "departed": "",
                     *                   "completed": false,
                     *                   "note": "",
                     *                   "site": {
                     *                     "id": "111"
                     *                   }
                     *                 },
                     *                 {
                     *                   "type": "drop-empty",
                     *                   "scheduled": "",
                     *                   "appointment": {
                     *                     "start": "",
                     *                     "end": "",
                     *                     "number": ""
                     *                   },
                     *                   "arrived": "",
                     *                   "departed": "",
                     *                   "completed": false,
                     *                   "note": "",
                     *                   "site": {
                     *                     "id": "104"
                     *                   }
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       },
                     *       "position": "ZjE6cHJvZDo0MjE3"
                     *     }
                     */
                    "application/json": components["schemas"]["FeedEvent"];
                };
            };
            /** @description Not modified: `If-None-Match` names the current `ETag`. No body, no `Content-Type`. */
            304: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImage: {
        parameters: {
            query: {
                /** @example SHIPMENT */
                context: "SHIPMENT";
                /** @example 1001 */
                entityId: string;
                /** @example POD */
                type: "BOL" | "POD" | "POP" | "DEL DELAY" | "PU DELAY" | "TIR IN" | "TIR OUT" | "CHAS TIR IN" | "CHAS TIR OUT" | "SEAL" | "EQUIPMENT PRE" | "EQUIPMENT POST" | "CUSTOMS" | "HAZMAT" | "OVERWEIGHT" | "SCALE TICKET" | "DAMAGES" | "PRENOTE";
                locationType?: "url";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a stored document's location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "context": "SHIPMENT",
                     *       "entityId": "1001",
                     *       "type": "POD",
                     *       "bucket": "tms-documents",
                     *       "fileKey": [
                     *         "documents/1001/POD/import-4f3c2a1b9e8d7c6b5a49/1",
                     *         "documents/1001/POD/import-4f3c2a1b9e8d7c6b5a49/2"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ImageLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "context": "SHIPMENT",
                 *       "entityId": "1004",
                 *       "type": "HAZMAT",
                 *       "bucket": "tms-drop",
                 *       "fileKey": "1004/hazmat.pdf"
                 *     }
                 */
                "application/json": components["schemas"]["ImageSubmission"];
            };
        };
        responses: {
            /** @description Submit a shipment document by bucket key or URL */
            202: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The submission resource to follow. */
                    Location: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "context": "SHIPMENT",
                     *       "entityId": "1004",
                     *       "type": "HAZMAT"
                     *     }
                     */
                    "application/json": components["schemas"]["ImageSubmissionEcho"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImageSubmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the answer the client has (or `*`): 304 without a body while it is current. */
                "If-None-Match"?: string;
            };
            path: {
                /** @example 0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10 */
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Follow a document submission */
            200: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10",
                     *       "self": "/images/submissions/0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10",
                     *       "status": "completed",
                     *       "reason": "",
                     *       "context": "SHIPMENT",
                     *       "entityId": "1004",
                     *       "type": "HAZMAT",
                     *       "submittedBy": "driver",
                     *       "requestedBy": {
                     *         "role": "dispatcher",
                     *         "id": "dispatcher"
                     *       },
                     *       "pages": 1,
                     *       "createdAt": "2026-11-24T14:05:11.482Z",
                     *       "completedAt": "2026-11-24T14:05:12.907Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ImageSubmissionStatus"];
                };
            };
            /** @description Not modified: `If-None-Match` names the current `ETag`. No body, no `Content-Type`. */
            304: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImageTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the document types this TMS supports */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "shipment": [
                     *         "BOL",
                     *         "POD",
                     *         "POP",
                     *         "DEL DELAY",
                     *         "PU DELAY",
                     *         "TIR IN",
                     *         "TIR OUT",
                     *         "CHAS TIR IN",
                     *         "CHAS TIR OUT",
                     *         "SEAL",
                     *         "EQUIPMENT PRE",
                     *         "EQUIPMENT POST",
                     *         "CUSTOMS",
                     *         "HAZMAT",
                     *         "OVERWEIGHT",
                     *         "SCALE TICKET",
                     *         "DAMAGES",
                     *         "PRENOTE"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ImageTypes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 8c1d3e5f-2a4b-4c6d-8e0f-1a3b5c7d9e21 */
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Follow an import: its status, counts per kind and refusals */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d3e5f-2a4b-4c6d-8e0f-1a3b5c7d9e21",
                     *       "self": "/imports/8c1d3e5f-2a4b-4c6d-8e0f-1a3b5c7d9e21",
                     *       "status": "completed",
                     *       "reason": "",
                     *       "bucket": "tms-drop",
                     *       "fileKey": "sync/2026-11-24.json",
                     *       "counts": {
                     *         "customers": {
                     *           "created": 2,
                     *           "updated": 1,
                     *           "unchanged": 40,
                     *           "refused": 1
                     *         },
                     *         "drivers": {
                     *           "created": 0,
                     *           "updated": 3,
                     *           "unchanged": 57,
                     *           "refused": 0
                     *         }
                     *       },
                     *       "refusals": [
                     *         {
                     *           "kind": "customers",
                     *           "id": "C-77",
                     *           "path": "customers[12].name",
                     *           "reason": "Invalid input: expected string, received undefined"
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-24T14:05:00.000Z",
                     *       "completedAt": "2026-11-24T14:05:04.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ImportStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getItinerary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the answer the client has (or `*`): 304 without a body while it is current. */
                "If-None-Match"?: string;
            };
            path: {
                /** @example 1004 */
                shipmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a shipment's itinerary */
            200: {
                headers: {
                    /** @description The itinerary's version, for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1004",
                     *       "self": "/shipments/1004/itinerary",
                     *       "shipment": {
                     *         "id": "1004",
                     *         "href": "/shipments/1004",
                     *         "orderNumber": "ORD-1004"
                     *       },
                     *       "moves": [
                     *         {
                     *           "driver": {
                     *             "id": "D-1",
                     *             "href": "/drivers/D-1",
                     *             "type": "driver"
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "hook-origin",
                     *               "site": {
                     *                 "id": "104",
                     *                 "href": "/locations/sites/104",
                     *                 "name": "GPA Garden City Terminal",
                     *                 "address1": "2 Main St",
                     *                 "city": "Garden City",
                     *                 "state": "GA",
                     *                 "zip": "31408",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "2026-11-25T09:00:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T09:00:00",
                     *                 "end": "2026-11-25T11:00:00",
                     *                 "number": "GCT-77812"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": "UN1263 paint, class 3: placards required"
                     *             },
                     *             {
                     *               "type": "drop-destination",
                     *               "site": {
                     *                 "id": "111",
                     *                 "href": "/locations/sites/111",
                     *                 "name": "Peach State Polymers Pooler Plant",
                     *                 "address1": "400 Pine Meadow Dr",
                     *                 "city": "Pooler",
                     *                 "state": "GA",
                     *                 "zip": "31322",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "2026-11-25T12:00:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T12:00:00",
                     *                 "end": "2026-11-25T14:00:00",
                     *                 "number": "PSP-3310"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-25",
                     *           "powerUnit": {
                     *             "id": "T-10",
                     *             "href": "/equipment/tractors/T-10"
                     *           },
                     *           "status": "pending",
                     *           "hint": "",
                     *           "shipment": {
                     *             "id": "1004",
                     *             "href": "/shipments/1004"
                     *           }
                     *         },
                     *         {
                     *           "driver": {
                     *             "id": "",
                     *             "href": "",
                     *             "type": "not routed"
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "hook-empty",
                     *               "site": {
                     *                 "id": "111",
                     *                 "href": "/locations/sites/111",
                     *                 "name": "Peach State Polymers Pooler Plant",
                     *                 "address1": "400 Pine Meadow Dr",
                     *                 "city": "Pooler",
                     *                 "state": "GA",
                     *                 "zip": "31322",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "drop-empty",
                     *               "site": {
                     *                 "id": "104",
                     *                 "href": "/locations/sites/104",
                     *                 "name": "GPA Garden City Terminal",
                     *                 "address1": "2 Main St",
                     *                 "city": "Garden City",
                     *                 "state": "GA",
                     *                 "zip": "31408",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-28",
                     *           "powerUnit": {
                     *             "id": "",
                     *             "href": ""
                     *           },
                     *           "status": "pending",
                     *           "hint": "",
                     *           "shipment": {
                     *             "id": "1004",
                     *             "href": "/shipments/1004"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Itinerary"];
                };
            };
            /** @description Not modified: `If-None-Match` names the current `ETag`. No body, no `Content-Type`. */
            304: {
                headers: {
                    /** @description A strong tag of what the answer shows: for `If-None-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putItinerary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the itinerary changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example 1004 */
                shipmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "moves": [
                 *         {
                 *           "driver": {
                 *             "type": "driver",
                 *             "id": "D-1"
                 *           },
                 *           "plannedDate": "2026-11-25",
                 *           "powerUnit": {
                 *             "id": "T-10"
                 *           },
                 *           "status": "accepted",
                 *           "events": [
                 *             {
                 *               "type": "hook-origin",
                 *               "site": {
                 *                 "id": "104"
                 *               },
                 *               "scheduled": "2026-11-25T09:00:00",
                 *               "appointment": {
                 *                 "start": "2026-11-25T09:00:00",
                 *                 "end": "2026-11-25T11:00:00",
                 *                 "number": "GCT-77812"
                 *               },
                 *               "note": "UN1263 paint, class 3: placards required"
                 *             },
                 *             {
                 *               "type": "drop-destination",
                 *               "site": {
                 *                 "id": "111"
                 *               },
                 *               "scheduled": "2026-11-25T12:00:00",
                 *               "appointment": {
                 *                 "start": "2026-11-25T12:00:00",
                 *                 "end": "2026-11-25T14:00:00",
                 *                 "number": "PSP-3310"
                 *               },
                 *               "note": "Call the dock 30 minutes ahead"
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "driver": {
                 *             "type": "not routed"
                 *           },
                 *           "plannedDate": "2026-11-28",
                 *           "events": [
                 *             {
                 *               "type": "hook-empty",
                 *               "site": {
                 *                 "id": "111"
                 *               }
                 *             },
                 *             {
                 *               "type": "drop-empty",
                 *               "site": {
                 *                 "id": "104"
                 *               }
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ItineraryUpdate"];
            };
        };
        responses: {
            /** @description Replace a shipment's itinerary */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The itinerary's version, for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1004",
                     *       "self": "/shipments/1004/itinerary",
                     *       "shipment": {
                     *         "id": "1004",
                     *         "href": "/shipments/1004",
                     *         "orderNumber": "ORD-1004"
                     *       },
                     *       "moves": [
                     *         {
                     *           "driver": {
                     *             "id": "D-1",
                     *             "href": "/drivers/D-1",
                     *             "type": "driver"
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "hook-origin",
                     *               "site": {
                     *                 "id": "104",
                     *                 "href": "/locations/sites/104",
                     *                 "name": "GPA Garden City Terminal",
                     *                 "address1": "2 Main St",
                     *                 "city": "Garden City",
                     *                 "state": "GA",
                     *                 "zip": "31408",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "2026-11-25T09:00:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T09:00:00",
                     *                 "end": "2026-11-25T11:00:00",
                     *                 "number": "GCT-77812"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": "UN1263 paint, class 3: placards required"
                     *             },
                     *             {
                     *               "type": "drop-destination",
                     *               "site": {
                     *                 "id": "111",
                     *                 "href": "/locations/sites/111",
                     *                 "name": "Peach State Polymers Pooler Plant",
                     *                 "address1": "400 Pine Meadow Dr",
                     *                 "city": "Pooler",
                     *                 "state": "GA",
                     *                 "zip": "31322",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "2026-11-25T12:00:00",
                     *               "appointment": {
                     *                 "start": "2026-11-25T12:00:00",
                     *                 "end": "2026-11-25T14:00:00",
                     *                 "number": "PSP-3310"
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": "Call the dock 30 minutes ahead"
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-25",
                     *           "powerUnit": {
                     *             "id": "T-10",
                     *             "href": "/equipment/tractors/T-10"
                     *           },
                     *           "status": "accepted",
                     *           "hint": "",
                     *           "shipment": {
                     *             "id": "1004",
                     *             "href": "/shipments/1004"
                     *           }
                     *         },
                     *         {
                     *           "driver": {
                     *             "id": "",
                     *             "href": "",
                     *             "type": "not routed"
                     *           },
                     *           "events": [
                     *             {
                     *               "type": "hook-empty",
                     *               "site": {
                     *                 "id": "111",
                     *                 "href": "/locations/sites/111",
                     *                 "name": "Peach State Polymers Pooler Plant",
                     *                 "address1": "400 Pine Meadow Dr",
                     *                 "city": "Pooler",
                     *                 "state": "GA",
                     *                 "zip": "31322",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             },
                     *             {
                     *               "type": "drop-empty",
                     *               "site": {
                     *                 "id": "104",
                     *                 "href": "/locations/sites/104",
                     *                 "name": "GPA Garden City Terminal",
                     *                 "address1": "2 Main St",
                     *                 "city": "Garden City",
                     *                 "state": "GA",
                     *                 "zip": "31408",
                     *                 "country": "US",
                     *                 "signatureRequired": false,
                     *                 "timeZone": "America/New_York"
                     *               },
                     *               "scheduled": "",
                     *               "appointment": {
                     *                 "start": "",
                     *                 "end": "",
                     *                 "number": ""
                     *               },
                     *               "arrived": "",
                     *               "departed": "",
                     *               "completed": false,
                     *               "note": ""
                     *             }
                     *           ],
                     *           "plannedDate": "2026-11-28",
                     *           "powerUnit": {
                     *             "id": "",
                     *             "href": ""
                     *           },
                     *           "status": "pending",
                     *           "hint": "",
                     *           "shipment": {
                     *             "id": "1004",
                     *             "href": "/shipments/1004"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Itinerary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getItineraryVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1004 */
                shipmentId: string;
                /** @example 1 */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get one version of an itinerary, with the itinerary as it was */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 2,
                     *       "etag": "\"2\"",
                     *       "changedAt": "2026-11-24T14:02:31.207Z",
                     *       "changedBy": {
                     *         "role": "dispatcher",
                     *         "id": "dispatcher"
                     *       },
                     *       "source": "api",
                     *       "changes": [
                     *         {
                     *           "path": "moves[0].status",
                     *           "from": "pending",
                     *           "to": "accepted"
                     *         },
                     *         {
                     *           "path": "moves[0].events[1].note",
                     *           "from": "",
                     *           "to": "Call the dock 30 minutes ahead"
                     *         }
                     *       ],
                     *       "self": "/shipments/1004/itinerary/history/2",
                     *       "itinerary": {
                     *         "id": "1004",
                     *         "self": "/shipments/1004/itinerary",
                     *         "shipment": {
                     *           "id": "1004",
                     *           "href": "/shipments/1004",
                     *           "orderNumber": "ORD-1004"
                     *         },
                     *         "moves": [
                     *           {
                     *             "driver": {
                     *               "id": "D-1",
                     *               "href": "/drivers/D-1",
                     *               "type": "driver"
                     *             },
                     *             "events": [
                     *               {
                     *                 "type": "hook-origin",
                     *                 "site": {
                     *                   "id": "104",
                     *                   "href": "/locations/sites/104",
                     *                   "name": "GPA Garden City Terminal",
                     *                   "address1": "2 Main St",
                     *                   "city": "Garden City",
                     *                   "state": "GA",
                     *                   "zip": "31408",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "2026-11-25T09:00:00",
                     *                 "appointment": {
                     *                   "start": "2026-11-25T09:00:00",
                     *                   "end": "2026-11-25T11:00:00",
                     *                   "number": "GCT-77812"
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": "UN1263 paint, class 3: placards required"
                     *               },
                     *               {
                     *                 "type": "drop-destination",
                     *                 "site": {
                     *                   "id": "111",
                     *                   "href": "/locations/sites/111",
                     *                   "name": "Peach State Polymers Pooler Plant",
                     *                   "address1": "400 Pine Meadow Dr",
                     *                   "city": "Pooler",
                     *                   "state": "GA",
                     *                   "zip": "31322",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "2026-11-25T12:00:00",
                     *                 "appointment": {
                     *                   "start": "2026-11-25T12:00:00",
                     *                   "end": "2026-11-25T14:00:00",
                     *                   "number": "PSP-3310"
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": "Call the dock 30 minutes ahead"
                     *               }
                     *             ],
                     *             "plannedDate": "2026-11-25",
                     *             "powerUnit": {
                     *               "id": "T-10",
                     *               "href": "/equipment/tractors/T-10"
                     *             },
                     *             "status": "accepted",
                     *             "hint": "",
                     *             "shipment": {
                     *               "id": "1004",
                     *               "href": "/shipments/1004"
                     *             }
                     *           },
                     *           {
                     *             "driver": {
                     *               "id": "",
                     *               "href": "",
                     *               "type": "not routed"
                     *             },
                     *             "events": [
                     *               {
                     *                 "type": "hook-empty",
                     *                 "site": {
                     *                   "id": "111",
                     *                   "href": "/locations/sites/111",
                     *                   "name": "Peach State Polymers Pooler Plant",
                     *                   "address1": "400 Pine Meadow Dr",
                     *                   "city": "Pooler",
                     *                   "state": "GA",
                     *                   "zip": "31322",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "",
                     *                 "appointment": {
                     *                   "start": "",
                     *                   "end": "",
                     *                   "number": ""
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": ""
                     *               },
                     *               {
                     *                 "type": "drop-empty",
                     *                 "site": {
                     *                   "id": "104",
                     *                   "href": "/locations/sites/104",
                     *                   "name": "GPA Garden City Terminal",
                     *                   "address1": "2 Main St",
                     *                   "city": "Garden City",
                     *                   "state": "GA",
                     *                   "zip": "31408",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "",
                     *                 "appointment": {
                     *                   "start": "",
                     *                   "end": "",
                     *                   "number": ""
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": ""
                     *               }
                     *             ],
                     *             "plannedDate": "2026-11-28",
                     *             "powerUnit": {
                     *               "id": "",
                     *               "href": ""
                     *             },
                     *             "status": "pending",
                     *             "hint": "",
                     *             "shipment": {
                     *               "id": "1004",
                     *               "href": "/shipments/1004"
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ItineraryVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1004 */
                shipmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a shipment (a driver may read one with a move assigned to it) */
            200: {
                headers: {
                    /** @description The shipment's version (its facts and its itinerary), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1004",
                     *       "self": "/shipments/1004",
                     *       "orderNumber": "ORD-1004",
                     *       "status": "accepted",
                     *       "type": "import",
                     *       "hazmat": true,
                     *       "createdAt": "2026-11-19T11:20:00Z",
                     *       "customer": {
                     *         "id": "C-3",
                     *         "href": "/customers/C-3"
                     *       },
                     *       "origin": {
                     *         "id": "104",
                     *         "href": "/locations/sites/104"
                     *       },
                     *       "destination": {
                     *         "id": "111",
                     *         "href": "/locations/sites/111"
                     *       },
                     *       "equipment": {
                     *         "container": "HLXU3188450",
                     *         "chassis": "CH-504",
                     *         "trailer": ""
                     *       },
                     *       "itinerary": {
                     *         "href": "/shipments/1004/itinerary"
                     *       },
                     *       "images": {
                     *         "href": "/shipments/1004/images"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putShipment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the shipment changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example 5001 */
                shipmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderNumber": "ORD-5001",
                 *       "status": "pending",
                 *       "type": "import",
                 *       "hazmat": false,
                 *       "customer": {
                 *         "id": "C-1"
                 *       },
                 *       "origin": {
                 *         "id": "101"
                 *       },
                 *       "destination": {
                 *         "id": "107"
                 *       },
                 *       "equipment": {
                 *         "container": "HLXU3188450",
                 *         "chassis": "",
                 *         "trailer": ""
                 *       },
                 *       "orderedAt": "2026-11-25T15:18:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentUpdate"];
            };
        };
        responses: {
            /** @description Create a shipment (201), or replace its facts (200) */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The shipment's version (its facts and its itinerary), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5001",
                     *       "self": "/shipments/5001",
                     *       "orderNumber": "ORD-5001",
                     *       "status": "pending",
                     *       "type": "import",
                     *       "hazmat": false,
                     *       "createdAt": "2026-11-25T15:20:04.512Z",
                     *       "orderedAt": "2026-11-25T15:18:00Z",
                     *       "customer": {
                     *         "id": "C-1",
                     *         "href": "/customers/C-1"
                     *       },
                     *       "origin": {
                     *         "id": "101",
                     *         "href": "/locations/sites/101"
                     *       },
                     *       "destination": {
                     *         "id": "107",
                     *         "href": "/locations/sites/107"
                     *       },
                     *       "equipment": {
                     *         "container": "HLXU3188450",
                     *         "chassis": "",
                     *         "trailer": ""
                     *       },
                     *       "itinerary": {
                     *         "href": "/shipments/5001/itinerary"
                     *       },
                     *       "images": {
                     *         "href": "/shipments/5001/images"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The shipment's version (its facts and its itinerary), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5001",
                     *       "self": "/shipments/5001",
                     *       "orderNumber": "ORD-5001",
                     *       "status": "pending",
                     *       "type": "import",
                     *       "hazmat": false,
                     *       "createdAt": "2026-11-25T15:20:04.512Z",
                     *       "orderedAt": "2026-11-25T15:18:00Z",
                     *       "customer": {
                     *         "id": "C-1",
                     *         "href": "/customers/C-1"
                     *       },
                     *       "origin": {
                     *         "id": "101",
                     *         "href": "/locations/sites/101"
                     *       },
                     *       "destination": {
                     *         "id": "107",
                     *         "href": "/locations/sites/107"
                     *       },
                     *       "equipment": {
                     *         "container": "HLXU3188450",
                     *         "chassis": "",
                     *         "trailer": ""
                     *       },
                     *       "itinerary": {
                     *         "href": "/shipments/5001/itinerary"
                     *       },
                     *       "images": {
                     *         "href": "/shipments/5001/images"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 107 */
                siteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a site */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "107",
                     *       "name": "Gulf Coast Foods Distribution Center",
                     *       "address1": "8800 Wallisville Rd",
                     *       "city": "Houston",
                     *       "state": "TX",
                     *       "zip": "77029",
                     *       "country": "US",
                     *       "signatureRequired": true,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/sites/107",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSite: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example 121 */
                siteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "121",
                 *       "name": "Baytown Distribution Center",
                 *       "address1": "4500 Cedar Port Pkwy",
                 *       "city": "Baytown",
                 *       "state": "TX",
                 *       "zip": "77523",
                 *       "country": "US",
                 *       "signatureRequired": true,
                 *       "timeZone": "America/Chicago"
                 *     }
                 */
                "application/json": components["schemas"]["LocationRecord"];
            };
        };
        responses: {
            /** @description Create or replace a site */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "121",
                     *       "name": "Baytown Distribution Center",
                     *       "address1": "4500 Cedar Port Pkwy",
                     *       "city": "Baytown",
                     *       "state": "TX",
                     *       "zip": "77523",
                     *       "country": "US",
                     *       "signatureRequired": true,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/sites/121",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "121",
                     *       "name": "Baytown Distribution Center",
                     *       "address1": "4500 Cedar Port Pkwy",
                     *       "city": "Baytown",
                     *       "state": "TX",
                     *       "zip": "77523",
                     *       "country": "US",
                     *       "signatureRequired": true,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/sites/121",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTractor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example T-10 */
                tractorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a tractor */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "T-10",
                     *       "self": "/equipment/tractors/T-10",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Tractor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putTractor: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example T-19 */
                tractorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "T-19"
                 *     }
                 */
                "application/json": components["schemas"]["EquipmentRecord"];
            };
        };
        responses: {
            /** @description Create or replace a tractor */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "T-19",
                     *       "self": "/equipment/tractors/T-19",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Tractor"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "T-19",
                     *       "self": "/equipment/tractors/T-19",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Tractor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrailer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example TR-306 */
                trailerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a trailer */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "TR-301",
                     *       "self": "/equipment/trailers/TR-301",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Trailer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putTrailer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example TR-306 */
                trailerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "TR-306",
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["EquipmentRecord"];
            };
        };
        responses: {
            /** @description Create or replace a trailer */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "TR-306",
                     *       "active": false,
                     *       "self": "/equipment/trailers/TR-306"
                     *     }
                     */
                    "application/json": components["schemas"]["Trailer"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "TR-306",
                     *       "active": false,
                     *       "self": "/equipment/trailers/TR-306"
                     *     }
                     */
                    "application/json": components["schemas"]["Trailer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getYard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example Y-1 */
                yardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a yard */
            200: {
                headers: {
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Y-1",
                     *       "name": "Houston North Yard",
                     *       "address1": "7400 N Loop E Fwy",
                     *       "city": "Houston",
                     *       "state": "TX",
                     *       "zip": "77028",
                     *       "country": "US",
                     *       "signatureRequired": false,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/yards/Y-1",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putYard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the record changed since. */
                "If-Match"?: string;
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example Y-4 */
                yardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "Y-4",
                 *       "name": "Pasadena Container Yard",
                 *       "address1": "1200 Red Bluff Rd",
                 *       "city": "Pasadena",
                 *       "state": "TX",
                 *       "zip": "77506",
                 *       "country": "US"
                 *     }
                 */
                "application/json": components["schemas"]["LocationRecord"];
            };
        };
        responses: {
            /** @description Create or replace a yard */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Y-4",
                     *       "name": "Pasadena Container Yard",
                     *       "address1": "1200 Red Bluff Rd",
                     *       "city": "Pasadena",
                     *       "state": "TX",
                     *       "zip": "77506",
                     *       "country": "US",
                     *       "signatureRequired": false,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/yards/Y-4",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    /** @description The resource created: the path the PUT was sent to. */
                    Location: string;
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    /** @description The record's entity tag (a hash of its content), for `If-Match`. */
                    ETag: string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Y-4",
                     *       "name": "Pasadena Container Yard",
                     *       "address1": "1200 Red Bluff Rd",
                     *       "city": "Pasadena",
                     *       "state": "TX",
                     *       "zip": "77506",
                     *       "country": "US",
                     *       "signatureRequired": false,
                     *       "timeZone": "America/Chicago",
                     *       "self": "/locations/yards/Y-4",
                     *       "active": true
                     *     }
                     */
                    "application/json": components["schemas"]["Location"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCarriers: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 1000; the TMS default page size when omitted. */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List carriers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/carriers?limit=2",
                     *       "next": "/carriers?limit=2&offset=2",
                     *       "items": [
                     *         {
                     *           "id": "CR-1",
                     *           "name": "Blue Line Cartage",
                     *           "contractSigned": true,
                     *           "federalId": "MC-123456",
                     *           "certifications": [
                     *             {
                     *               "type": "common-carrier",
                     *               "expires": "2030-01-01"
                     *             }
                     *           ],
                     *           "insurance": {
                     *             "cargo": "2030-01-01",
                     *             "liability": "2030-01-01",
                     *             "workersCompensation": "2029-09-30"
                     *           },
                     *           "hazmatExpires": "",
                     *           "self": "/carriers/CR-1",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "CR-2",
                     *           "name": "Delta Drayage LLC",
                     *           "contractSigned": true,
                     *           "federalId": "MC-482910",
                     *           "certifications": [
                     *             {
                     *               "type": "contract-carrier",
                     *               "expires": "2028-12-31"
                     *             }
                     *           ],
                     *           "insurance": {
                     *             "cargo": "2026-06-30",
                     *             "liability": "2027-06-30",
                     *             "workersCompensation": "2027-06-30"
                     *           },
                     *           "hazmatExpires": "",
                     *           "self": "/carriers/CR-2",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CarrierPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listChassis: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 4
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List chassis */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/equipment/chassis?limit=4",
                     *       "next": "/equipment/chassis?limit=4&offset=4",
                     *       "items": [
                     *         {
                     *           "id": "CH-501",
                     *           "self": "/equipment/chassis/CH-501",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "CH-502",
                     *           "self": "/equipment/chassis/CH-502",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "CH-503",
                     *           "self": "/equipment/chassis/CH-503",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "CH-504",
                     *           "self": "/equipment/chassis/CH-504",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ChassisPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContainers: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 4
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List containers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/equipment/containers?limit=4",
                     *       "next": "/equipment/containers?limit=4&offset=4",
                     *       "items": [
                     *         {
                     *           "id": "MSCU4827164",
                     *           "self": "/equipment/containers/MSCU4827164",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "MAEU7319928",
                     *           "self": "/equipment/containers/MAEU7319928",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "CMAU5128703",
                     *           "self": "/equipment/containers/CMAU5128703",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "HLXU3188450",
                     *           "self": "/equipment/containers/HLXU3188450",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ContainerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCrossDocks: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 1000; the TMS default page size when omitted. */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List cross-docks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/locations/cross-docks?limit=100",
                     *       "next": "",
                     *       "items": [
                     *         {
                     *           "id": "X-1",
                     *           "name": "Houston East Cross-Dock",
                     *           "address1": "9500 Market St",
                     *           "city": "Houston",
                     *           "state": "TX",
                     *           "zip": "77029",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/cross-docks/X-1",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "X-2",
                     *           "name": "Dallas Great Southwest Cross-Dock",
                     *           "address1": "2800 Great Southwest Pkwy",
                     *           "city": "Grand Prairie",
                     *           "state": "TX",
                     *           "zip": "75050",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/cross-docks/X-2",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LocationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 2
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List customers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/customers?limit=2",
                     *       "next": "/customers?limit=2&offset=2",
                     *       "items": [
                     *         {
                     *           "id": "C-1",
                     *           "name": "Gulf Coast Foods",
                     *           "self": "/customers/C-1",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "C-2",
                     *           "name": "Lone Star Retail Group",
                     *           "self": "/customers/C-2",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDrivers: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 3
                 */
                limit?: number;
                /**
                 * @description Position in the collection (not an id), at most 2147483647; 0 when omitted.
                 * @example 3
                 */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List drivers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/drivers?limit=3&offset=3",
                     *       "next": "/drivers?limit=3&offset=6",
                     *       "previous": "/drivers?limit=3&offset=0",
                     *       "items": [
                     *         {
                     *           "id": "D-4",
                     *           "name": "Keisha Thompson",
                     *           "licenseExpires": "2028-11-30",
                     *           "medicalExpires": "2027-06-30",
                     *           "hazmatExpires": "",
                     *           "self": "/drivers/D-4",
                     *           "active": true,
                     *           "plans": {
                     *             "href": "/drivers/D-4/plans"
                     *           }
                     *         },
                     *         {
                     *           "id": "D-5",
                     *           "name": "Dale Whitaker",
                     *           "licenseExpires": "2026-10-31",
                     *           "medicalExpires": "2027-05-01",
                     *           "hazmatExpires": "",
                     *           "self": "/drivers/D-5",
                     *           "active": true,
                     *           "plans": {
                     *             "href": "/drivers/D-5/plans"
                     *           }
                     *         },
                     *         {
                     *           "id": "D-6",
                     *           "name": "Priya Nair",
                     *           "licenseExpires": "2030-01-15",
                     *           "medicalExpires": "2026-11-01",
                     *           "hazmatExpires": "2029-04-30",
                     *           "self": "/drivers/D-6",
                     *           "active": true,
                     *           "plans": {
                     *             "href": "/drivers/D-6/plans"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DriverPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description A cursor (`next`, or an item's `position`): the page starts after it. Without it, at the oldest event kept. */
                after?: string;
                /**
                 * @description Events per page, 1 to 1000; 100 when omitted.
                 * @example 100
                 */
                limit?: number;
                /**
                 * @description Comma-separated event types to list; every type the caller may read when omitted.
                 * @example itinerary.updated,move.status.changed
                 */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the event feed from a cursor, oldest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/events?limit=100",
                     *       "next": "/events?after=ZjE6cHJvZDo0MjE3&limit=100",
                     *       "hasMore": true,
                     *       "items": [
                     *         {
                     *           "id": "evt_KgOqHw4C1fYhyud801bjz50z65Pp3z77",
                     *           "timestamp": "2026-11-25T15:10:00.000Z",
                     *           "type": "itinerary.updated",
                     *           "data": {
                     *             "shipment": {
                     *               "id": "1004",
                     *               "href": "/shipments/1004"
                     *             },
                     *             "version": 3,
                     *             "etag": "\"3\"",
                     *             "changedBy": {
                     *               "role": "driver",
                     *               "id": "D-1"
                     *             },
                     *             "source": "api",
                     *             "itinerary": {
                     *               "moves": [
                     *                 {
                     *                   "driver": {
                     *                     "type": "driver",
                     *                     "id": "D-1"
                     *                   },
                     *                   "plannedDate": "2026-11-25",
                     *                   "powerUnit": {
                     *                     "id": "T-10"
                     *                   },
                     *                   "status": "progress",
                     *                   "hint": "",
                     *                   "events": [
                     *                     {
                     *                       "type": "hook-origin",
                     *                       "scheduled": "2026-11-25T09:00:00",
                     *                       "appointment": {
                     *                         "start": "2026-11-25T09:00:00",
                     *                         "end": "2026-11-25T11:00:00",
                     *                         "number": "GCT-77812"
                     *                       },
                     *                       "arrived": "2026-11-25T09:12:00",
                     *                       "departed": "2026-11-25T09:47:00",
                     *                       "completed": true,
                     *                       "note": "UN1263 paint, class 3: placards required",
                     *                       "site": {
                     *                         "id": "104"
                     *                       }
                     *                     },
                     *                     {
                     *                       "type": "drop-destination",
                     *                       "scheduled": "2026-11-25T12:00:00",
                     *                       "appointment": {
                     *                         "start": "2026-11-25T12:00:00",
                     *                         "end": "2026-11-25T14:00:00",
                     *                         "number": "PSP-3310"
                     *                       },
                     *                       "arrived": "",
                     *                       "departed": "",
                     *                       "completed": false,
                     *                       "note": "",
                     *                       "site": {
                     *                         "id": "111"
                     *                       }
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "driver": {
                     *                     "type": "not routed",
                     *                     "id": ""
                     *                   },
                     *                   "plannedDate": "2026-11-28",
                     *                   "powerUnit": {
                     *                     "id": ""
                     *                   },
                     *                   "status": "pending",
                     *                   "hint": "",
                     *                   "events": [
                     *                     {
                     *                       "type": "hook-empty",
                     *                       "scheduled": "",
                     *                       "appointment": {
                     *                         "start": "",
                     *                         "end": "",
                     *                         "number": ""
                     *                       },
                     *                       "arrived": "",
                     *                       "departed": "",
                     *                       "completed": false,
                     *                       "note": "",
                     *                       "site": {
                     *                         "id": "111"
                     *                       }
                     *                     },
                     *                     {
                     *                       "type": "drop-empty",
                     *                       "scheduled": "",
                     *                       "appointment": {
                     *                         "start": "",
                     *                         "end": "",
                     *                         "number": ""
                     *                       },
                     *                       "arrived": "",
                     *                       "departed": "",
                     *                       "completed": false,
                     *                       "note": "",
                     *                       "site": {
                     *                         "id": "104"
                     *                       }
                     *                     }
                     *                   ]
                     *                 }
                     *               ]
                     *             }
                     *           },
                     *           "position": "ZjE6cHJvZDo0MjE3"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EventFeedPage"];
                };
            };
            /** @description The request is invalid: `data.object_name` and `data.prop_name` name the offending property, `data.issues` lists every issue; rule violations list `data.failure_messages`. A request that is not valid HTTP (request line, header, percent-encoding of the path) is refused with it too. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "description": "Bad Request",
                     *       "data": {
                     *         "object_name": "EventFeedQuery",
                     *         "prop_name": "types",
                     *         "issues": [
                     *           {
                     *             "path": "types",
                     *             "message": "unknown event type \"shipment.deleted\"; each must be one of shipment.created, shipment.updated, itinerary.updated, move.status.changed, event.arrived, event.departed, document.stored, document.failed, non-shipment-event.updated, master-data.updated"
                     *           }
                     *         ]
                     *       },
                     *       "message": "Invalid value for 'types': unknown event type \"shipment.deleted\"; each must be one of shipment.created, shipment.updated, itinerary.updated, move.status.changed, event.arrived, event.departed, document.stored, document.failed, non-shipment-event.updated, master-data.updated."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listItineraryHistory: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 20
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @example 1004 */
                shipmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List an itinerary's versions, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/shipments/1004/itinerary/history?limit=20",
                     *       "next": "",
                     *       "items": [
                     *         {
                     *           "version": 2,
                     *           "etag": "\"2\"",
                     *           "changedAt": "2026-11-24T14:02:31.207Z",
                     *           "changedBy": {
                     *             "role": "dispatcher",
                     *             "id": "dispatcher"
                     *           },
                     *           "source": "api",
                     *           "changes": [
                     *             {
                     *               "path": "moves[0].status",
                     *               "from": "pending",
                     *               "to": "accepted"
                     *             },
                     *             {
                     *               "path": "moves[0].events[1].note",
                     *               "from": "",
                     *               "to": "Call the dock 30 minutes ahead"
                     *             }
                     *           ],
                     *           "self": "/shipments/1004/itinerary/history/2"
                     *         },
                     *         {
                     *           "version": 1,
                     *           "etag": "\"1\"",
                     *           "changedAt": "2026-11-20T08:00:00.000Z",
                     *           "changedBy": {
                     *             "role": "import",
                     *             "id": ""
                     *           },
                     *           "source": "import",
                     *           "changes": [
                     *             {
                     *               "path": "moves[0]",
                     *               "from": null,
                     *               "to": {
                     *                 "driver": {
                     *                   "type": "driver",
                     *                   "id": "D-1"
                     *                 },
                     *                 "plannedDate": "2026-11-25",
                     *                 "powerUnit": {
                     *                   "id": "T-10"
                     *                 },
                     *                 "status": "pending",
                     *                 "hint": "",
                     *                 "events": [
                     *                   {
                     *                     "type": "hook-origin",
                     *                     "scheduled": "2026-11-25T09:00:00",
                     *                     "appointment": {
                     *                       "start": "2026-11-25T09:00:00",
                     *                       "end": "2026-11-25T11:00:00",
                     *                       "number": "GCT-77812"
                     *                     },
                     *                     "arrived": "",
                     *                     "departed": "",
                     *                     "completed": false,
                     *                     "note": "UN1263 paint, class 3: placards required",
                     *                     "site": {
                     *                       "id": "104"
                     *                     }
                     *                   },
                     *                   {
                     *                     "type": "drop-destination",
                     *                     "scheduled": "2026-11-25T12:00:00",
                     *                     "appointment": {
                     *                       "start": "2026-11-25T12:00:00",
                     *                       "end": "2026-11-25T14:00:00",
                     *                       "number": "PSP-3310"
                     *                     },
                     *                     "arrived": "",
                     *                     "departed": "",
                     *                     "completed": false,
                     *                     "note": "",
                     *                     "site": {
                     *                       "id": "111"
                     *                     }
                     *                   }
                     *                 ]
                     *               }
                     *             },
                     *             {
                     *               "path": "moves[1]",
                     *               "from": null,
                     *               "to": {
                     *                 "driver": {
                     *                   "type": "not routed",
                     *                   "id": ""
                     *                 },
                     *                 "plannedDate": "2026-11-28",
                     *                 "powerUnit": {
                     *                   "id": ""
                     *                 },
                     *                 "status": "pending",
                     *                 "hint": "",
                     *                 "events": [
                     *                   {
                     *                     "type": "hook-empty",
                     *                     "scheduled": "",
                     *                     "appointment": {
                     *                       "start": "",
                     *                       "end": "",
                     *                       "number": ""
                     *                     },
                     *                     "arrived": "",
                     *                     "departed": "",
                     *                     "completed": false,
                     *                     "note": "",
                     *                     "site": {
                     *                       "id": "111"
                     *                     }
                     *                   },
                     *                   {
                     *                     "type": "drop-empty",
                     *                     "scheduled": "",
                     *                     "appointment": {
                     *                       "start": "",
                     *                       "end": "",
                     *                       "number": ""
                     *                     },
                     *                     "arrived": "",
                     *                     "departed": "",
                     *                     "completed": false,
                     *                     "note": "",
                     *                     "site": {
                     *                       "id": "104"
                     *                     }
                     *                   }
                     *                 ]
                     *               }
                     *             }
                     *           ],
                     *           "self": "/shipments/1004/itinerary/history/1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ItineraryHistoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShipmentImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1001 */
                shipmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the document types stored for a shipment */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "1001",
                     *       "self": "/shipments/1001/images",
                     *       "items": [
                     *         "BOL",
                     *         "POD"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ShipmentImages"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShipments: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 2
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List shipments, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/shipments?limit=2",
                     *       "next": "/shipments?limit=2&offset=2",
                     *       "items": [
                     *         {
                     *           "id": "3003",
                     *           "self": "/shipments/3003",
                     *           "orderNumber": "ORD-3003",
                     *           "status": "pending",
                     *           "type": "oneway",
                     *           "hazmat": false,
                     *           "createdAt": "2026-11-21T15:45:00Z",
                     *           "customer": {
                     *             "id": "C-4",
                     *             "href": "/customers/C-4"
                     *           },
                     *           "origin": {
                     *             "id": "110",
                     *             "href": "/locations/sites/110"
                     *           },
                     *           "destination": {
                     *             "id": "117",
                     *             "href": "/locations/sites/117"
                     *           },
                     *           "equipment": {
                     *             "container": "",
                     *             "chassis": "",
                     *             "trailer": ""
                     *           },
                     *           "itinerary": {
                     *             "href": "/shipments/3003/itinerary"
                     *           },
                     *           "images": {
                     *             "href": "/shipments/3003/images"
                     *           }
                     *         },
                     *         {
                     *           "id": "3005",
                     *           "self": "/shipments/3005",
                     *           "orderNumber": "ORD-3005",
                     *           "status": "accepted",
                     *           "type": "oneway",
                     *           "hazmat": false,
                     *           "createdAt": "2026-11-21T15:00:00Z",
                     *           "customer": {
                     *             "id": "C-1",
                     *             "href": "/customers/C-1"
                     *           },
                     *           "origin": {
                     *             "id": "107",
                     *             "href": "/locations/sites/107"
                     *           },
                     *           "destination": {
                     *             "id": "120",
                     *             "href": "/locations/sites/120"
                     *           },
                     *           "equipment": {
                     *             "container": "",
                     *             "chassis": "",
                     *             "trailer": "TR-303"
                     *           },
                     *           "itinerary": {
                     *             "href": "/shipments/3005/itinerary"
                     *           },
                     *           "images": {
                     *             "href": "/shipments/3005/images"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ShipmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSites: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 5
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List sites */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/locations/sites?limit=5",
                     *       "next": "/locations/sites?limit=5&offset=5",
                     *       "items": [
                     *         {
                     *           "id": "101",
                     *           "name": "Port Houston Barbours Cut Container Terminal",
                     *           "address1": "1515 E Barbours Cut Blvd",
                     *           "city": "La Porte",
                     *           "state": "TX",
                     *           "zip": "77571",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/sites/101",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "102",
                     *           "name": "Port Houston Bayport Container Terminal",
                     *           "address1": "12619 Port Rd",
                     *           "city": "Seabrook",
                     *           "state": "TX",
                     *           "zip": "77586",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/sites/102",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "103",
                     *           "name": "Port NOLA Napoleon Avenue Container Terminal",
                     *           "address1": "5100 Tchoupitoulas St",
                     *           "city": "New Orleans",
                     *           "state": "LA",
                     *           "zip": "70115",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/sites/103",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "104",
                     *           "name": "GPA Garden City Terminal",
                     *           "address1": "2 Main St",
                     *           "city": "Garden City",
                     *           "state": "GA",
                     *           "zip": "31408",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/New_York",
                     *           "self": "/locations/sites/104",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "105",
                     *           "name": "BNSF Pearland Intermodal Facility",
                     *           "address1": "5500 Mykawa Rd",
                     *           "city": "Houston",
                     *           "state": "TX",
                     *           "zip": "77033",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/sites/105",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LocationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTractors: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 4
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tractors */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/equipment/tractors?limit=4",
                     *       "next": "/equipment/tractors?limit=4&offset=4",
                     *       "items": [
                     *         {
                     *           "id": "T-10",
                     *           "self": "/equipment/tractors/T-10",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "T-11",
                     *           "self": "/equipment/tractors/T-11",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "T-12",
                     *           "self": "/equipment/tractors/T-12",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "T-13",
                     *           "self": "/equipment/tractors/T-13",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TractorPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTrailers: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 4
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List trailers */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/equipment/trailers?limit=4",
                     *       "next": "/equipment/trailers?limit=4&offset=4",
                     *       "items": [
                     *         {
                     *           "id": "TR-301",
                     *           "self": "/equipment/trailers/TR-301",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "TR-302",
                     *           "self": "/equipment/trailers/TR-302",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "TR-303",
                     *           "self": "/equipment/trailers/TR-303",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "TR-304",
                     *           "self": "/equipment/trailers/TR-304",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TrailerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Items per page, 1 to 1000; the TMS default page size when omitted.
                 * @example 20
                 */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path: {
                /** @example 5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a webhook subscription's deliveries, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/webhooks/5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12/deliveries?limit=20",
                     *       "next": "",
                     *       "items": [
                     *         {
                     *           "id": "msg_Q2f7cJ0m1kqW3e9Zl8vB5nR4tY6uX0aA",
                     *           "type": "itinerary.updated",
                     *           "status": "delivered",
                     *           "attempts": 2,
                     *           "lastResponseStatus": 200,
                     *           "attemptLog": [
                     *             {
                     *               "at": "2026-11-24T14:12:41.702Z",
                     *               "status": 503,
                     *               "durationMs": 41,
                     *               "answer": "upstream unavailable"
                     *             },
                     *             {
                     *               "at": "2026-11-24T14:12:46.755Z",
                     *               "status": 200,
                     *               "durationMs": 18,
                     *               "answer": "{\"received\":true}"
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-24T14:12:41.530Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listYards: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 1000; the TMS default page size when omitted. */
                limit?: number;
                /** @description Position in the collection (not an id), at most 2147483647; 0 when omitted. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List yards */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "self": "/locations/yards?limit=100",
                     *       "next": "",
                     *       "items": [
                     *         {
                     *           "id": "Y-1",
                     *           "name": "Houston North Yard",
                     *           "address1": "7400 N Loop E Fwy",
                     *           "city": "Houston",
                     *           "state": "TX",
                     *           "zip": "77028",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/yards/Y-1",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "Y-2",
                     *           "name": "Harvey Yard",
                     *           "address1": "1200 Peters Rd",
                     *           "city": "Harvey",
                     *           "state": "LA",
                     *           "zip": "70058",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/Chicago",
                     *           "self": "/locations/yards/Y-2",
                     *           "active": true
                     *         },
                     *         {
                     *           "id": "Y-3",
                     *           "name": "Savannah Port Wentworth Yard",
                     *           "address1": "150 Grange Rd",
                     *           "city": "Port Wentworth",
                     *           "state": "GA",
                     *           "zip": "31407",
                     *           "country": "US",
                     *           "signatureRequired": false,
                     *           "timeZone": "America/New_York",
                     *           "self": "/locations/yards/Y-3",
                     *           "active": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LocationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewItinerary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the itinerary changed since. */
                "If-Match"?: string;
            };
            path: {
                /** @example 1004 */
                shipmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "moves": [
                 *         {
                 *           "driver": {
                 *             "type": "driver",
                 *             "id": "D-1"
                 *           },
                 *           "plannedDate": "2026-11-25",
                 *           "powerUnit": {
                 *             "id": "T-10"
                 *           },
                 *           "status": "accepted",
                 *           "events": [
                 *             {
                 *               "type": "hook-origin",
                 *               "site": {
                 *                 "id": "104"
                 *               },
                 *               "scheduled": "2026-11-25T09:00:00",
                 *               "appointment": {
                 *                 "start": "2026-11-25T09:00:00",
                 *                 "end": "2026-11-25T11:00:00",
                 *                 "number": "GCT-77812"
                 *               },
                 *               "note": "UN1263 paint, class 3: placards required"
                 *             },
                 *             {
                 *               "type": "drop-destination",
                 *               "site": {
                 *                 "id": "111"
                 *               },
                 *               "scheduled": "2026-11-25T12:00:00",
                 *               "appointment": {
                 *                 "start": "2026-11-25T12:00:00",
                 *                 "end": "2026-11-25T14:00:00",
                 *                 "number": "PSP-3310"
                 *               },
                 *               "note": "Call the dock 30 minutes ahead"
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "driver": {
                 *             "type": "not routed"
                 *           },
                 *           "plannedDate": "2026-11-28",
                 *           "events": [
                 *             {
                 *               "type": "hook-empty",
                 *               "site": {
                 *                 "id": "111"
                 *               }
                 *             },
                 *             {
                 *               "type": "drop-empty",
                 *               "site": {
                 *                 "id": "104"
                 *               }
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ItineraryUpdate"];
            };
        };
        responses: {
            /** @description Preview a change of a shipment's itinerary, storing nothing */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "itinerary": {
                     *         "id": "1004",
                     *         "self": "/shipments/1004/itinerary",
                     *         "shipment": {
                     *           "id": "1004",
                     *           "href": "/shipments/1004",
                     *           "orderNumber": "ORD-1004"
                     *         },
                     *         "moves": [
                     *           {
                     *             "driver": {
                     *               "id": "D-1",
                     *               "href": "/drivers/D-1",
                     *               "type": "driver"
                     *             },
                     *             "events": [
                     *               {
                     *                 "type": "hook-origin",
                     *                 "site": {
                     *                   "id": "104",
                     *                   "href": "/locations/sites/104",
                     *                   "name": "GPA Garden City Terminal",
                     *                   "address1": "2 Main St",
                     *                   "city": "Garden City",
                     *                   "state": "GA",
                     *                   "zip": "31408",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "2026-11-25T09:00:00",
                     *                 "appointment": {
                     *                   "start": "2026-11-25T09:00:00",
                     *                   "end": "2026-11-25T11:00:00",
                     *                   "number": "GCT-77812"
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": "UN1263 paint, class 3: placards required"
                     *               },
                     *               {
                     *                 "type": "drop-destination",
                     *                 "site": {
                     *                   "id": "111",
                     *                   "href": "/locations/sites/111",
                     *                   "name": "Peach State Polymers Pooler Plant",
                     *                   "address1": "400 Pine Meadow Dr",
                     *                   "city": "Pooler",
                     *                   "state": "GA",
                     *                   "zip": "31322",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "2026-11-25T12:00:00",
                     *                 "appointment": {
                     *                   "start": "2026-11-25T12:00:00",
                     *                   "end": "2026-11-25T14:00:00",
                     *                   "number": "PSP-3310"
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": "Call the dock 30 minutes ahead"
                     *               }
                     *             ],
                     *             "plannedDate": "2026-11-25",
                     *             "powerUnit": {
                     *               "id": "T-10",
                     *               "href": "/equipment/tractors/T-10"
                     *             },
                     *             "status": "accepted",
                     *             "hint": "",
                     *             "shipment": {
                     *               "id": "1004",
                     *               "href": "/shipments/1004"
                     *             }
                     *           },
                     *           {
                     *             "driver": {
                     *               "id": "",
                     *               "href": "",
                     *               "type": "not routed"
                     *             },
                     *             "events": [
                     *               {
                     *                 "type": "hook-empty",
                     *                 "site": {
                     *                   "id": "111",
                     *                   "href": "/locations/sites/111",
                     *                   "name": "Peach State Polymers Pooler Plant",
                     *                   "address1": "400 Pine Meadow Dr",
                     *                   "city": "Pooler",
                     *                   "state": "GA",
                     *                   "zip": "31322",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "",
                     *                 "appointment": {
                     *                   "start": "",
                     *                   "end": "",
                     *                   "number": ""
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": ""
                     *               },
                     *               {
                     *                 "type": "drop-empty",
                     *                 "site": {
                     *                   "id": "104",
                     *                   "href": "/locations/sites/104",
                     *                   "name": "GPA Garden City Terminal",
                     *                   "address1": "2 Main St",
                     *                   "city": "Garden City",
                     *                   "state": "GA",
                     *                   "zip": "31408",
                     *                   "country": "US",
                     *                   "signatureRequired": false,
                     *                   "timeZone": "America/New_York"
                     *                 },
                     *                 "scheduled": "",
                     *                 "appointment": {
                     *                   "start": "",
                     *                   "end": "",
                     *                   "number": ""
                     *                 },
                     *                 "arrived": "",
                     *                 "departed": "",
                     *                 "completed": false,
                     *                 "note": ""
                     *               }
                     *             ],
                     *             "plannedDate": "2026-11-28",
                     *             "powerUnit": {
                     *               "id": "",
                     *               "href": ""
                     *             },
                     *             "status": "pending",
                     *             "hint": "",
                     *             "shipment": {
                     *               "id": "1004",
                     *               "href": "/shipments/1004"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "changes": [
                     *         {
                     *           "path": "moves[0].status",
                     *           "from": "pending",
                     *           "to": "accepted"
                     *         },
                     *         {
                     *           "path": "moves[0].events[1].note",
                     *           "from": "",
                     *           "to": "Call the dock 30 minutes ahead"
                     *         }
                     *       ],
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["ItineraryPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putNonShipmentEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 1-255 printable ASCII characters, new for each new request (a UUID). For 24 h, a retry with the same key from the same caller gets the first answer again (`Idempotency-Replayed: true`) and nothing is done twice; the same key with another body is 422; while the first is still running, 409. Refusals (4xx) are not kept: a corrected retry may reuse the key. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example D-9 */
                driverId: string;
                /** @example NS-12 */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "arrived": "2026-11-23T05:50:00",
                 *       "note": "Pre-trip inspection done"
                 *     }
                 */
                "application/json": components["schemas"]["NonShipmentEventUpdate"];
            };
        };
        responses: {
            /** @description Update a driver's non-shipment event */
            200: {
                headers: {
                    /** @description Present on a replay: the answer of the first request with this `Idempotency-Key`. */
                    "Idempotency-Replayed"?: "true";
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "ns-new-trip",
                     *       "site": {
                     *         "id": "X-2",
                     *         "href": "/locations/cross-docks/X-2",
                     *         "name": "Dallas Great Southwest Cross-Dock",
                     *         "address1": "2800 Great Southwest Pkwy",
                     *         "city": "Grand Prairie",
                     *         "state": "TX",
                     *         "zip": "75050",
                     *         "country": "US",
                     *         "signatureRequired": false,
                     *         "timeZone": "America/Chicago"
                     *       },
                     *       "scheduled": "2026-11-23T06:30:00",
                     *       "appointment": {
                     *         "start": "",
                     *         "end": "",
                     *         "number": ""
                     *       },
                     *       "arrived": "2026-11-23T05:50:00",
                     *       "departed": "",
                     *       "completed": false,
                     *       "note": "Pre-trip inspection done",
                     *       "id": "NS-12"
                     *     }
                     */
                    "application/json": components["schemas"]["NonShipmentEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12 */
                webhookId: string;
                /** @example msg_T8d3nVq0sLw6cZ1rJ5kYb9xM2fHa4gEu */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a delivery again: the same event under the same `webhook-id`, recorded as another attempt */
            202: {
                headers: {
                    /** @description The subscription's deliveries, where this one is listed. */
                    Location: string;
                    /** @description The delivery's `id`: the `webhook-id` header of each of its attempts, to resend it by. */
                    "Webhook-Id": string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_T8d3nVq0sLw6cZ1rJ5kYb9xM2fHa4gEu",
                     *       "type": "webhook.test",
                     *       "status": "pending",
                     *       "attempts": 1,
                     *       "lastResponseStatus": 503,
                     *       "attemptLog": [
                     *         {
                     *           "at": "2026-11-25T14:20:07.402Z",
                     *           "status": 503,
                     *           "durationMs": 39,
                     *           "answer": "upstream unavailable"
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-25T14:20:07.318Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the GET this change is based on: 412 if the subscription changed since. */
                "If-Match"?: string;
            };
            path: {
                /** @example 5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "overlapSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["WebhookSecretRotation"];
            };
        };
        responses: {
            /** @description Rotate a webhook subscription's signing secret, with an overlap */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "whsec_9pR2kXq4Zt7mVb1nLc8sWd3fGh6jKy0aEo5uIi2rTq8=",
                     *       "previousSecretExpiresAt": "2026-11-25T14:10:03.211Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 5e0c2f6a-8b1d-4c7e-9f3a-2d4b6c8e0a12 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a `webhook.test` event to this subscription alone, through the delivery path every event takes */
            202: {
                headers: {
                    /** @description The subscription's deliveries, where this one is listed. */
                    Location: string;
                    /** @description The delivery's `id`: the `webhook-id` header of each of its attempts, to resend it by. */
                    "Webhook-Id": string;
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_T8d3nVq0sLw6cZ1rJ5kYb9xM2fHa4gEu",
                     *       "type": "webhook.test",
                     *       "status": "pending",
                     *       "attempts": 0,
                     *       "lastResponseStatus": null,
                     *       "attemptLog": [],
                     *       "createdAt": "2026-11-25T14:20:07.318Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestHeaderFieldsTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "webhook:shipment.created": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0pbgJ32g1rojwE4sqvhEss8k80xjVPl8",
                 *       "type": "shipment.created",
                 *       "timestamp": "2026-11-25T15:20:04.512Z",
                 *       "data": {
                 *         "id": "5001",
                 *         "self": "/shipments/5001",
                 *         "orderNumber": "ORD-5001",
                 *         "status": "pending",
                 *         "type": "import",
                 *         "hazmat": false,
                 *         "createdAt": "2026-11-25T15:20:04.512Z",
                 *         "orderedAt": "2026-11-25T15:18:00Z",
                 *         "customer": {
                 *           "id": "C-1",
                 *           "href": "/customers/C-1"
                 *         },
                 *         "origin": {
                 *           "id": "101",
                 *           "href": "/locations/sites/101"
                 *         },
                 *         "destination": {
                 *           "id": "107",
                 *           "href": "/locations/sites/107"
                 *         },
                 *         "equipment": {
                 *           "container": "HLXU3188450",
                 *           "chassis": "",
                 *           "trailer": ""
                 *         },
                 *         "itinerary": {
                 *           "href": "/shipments/5001/itinerary"
                 *         },
                 *         "images": {
                 *           "href": "/shipments/5001/images"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:shipment.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_LY4RvR6kKi5kJoanKurwQw4IYNSPTRtU",
                 *       "type": "shipment.updated",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "id": "5001",
                 *         "self": "/shipments/5001",
                 *         "orderNumber": "ORD-5001",
                 *         "status": "accepted",
                 *         "type": "import",
                 *         "hazmat": false,
                 *         "createdAt": "2026-11-25T15:20:04.512Z",
                 *         "orderedAt": "2026-11-25T15:18:00Z",
                 *         "customer": {
                 *           "id": "C-1",
                 *           "href": "/customers/C-1"
                 *         },
                 *         "origin": {
                 *           "id": "101",
                 *           "href": "/locations/sites/101"
                 *         },
                 *         "destination": {
                 *           "id": "107",
                 *           "href": "/locations/sites/107"
                 *         },
                 *         "equipment": {
                 *           "container": "HLXU3188450",
                 *           "chassis": "",
                 *           "trailer": ""
                 *         },
                 *         "itinerary": {
                 *           "href": "/shipments/5001/itinerary"
                 *         },
                 *         "images": {
                 *           "href": "/shipments/5001/images"
                 *         },
                 *         "changed": [
                 *           "status"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ShipmentUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:itinerary.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_KgOqHw4C1fYhyud801bjz50z65Pp3z77",
                 *       "type": "itinerary.updated",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "shipment": {
                 *           "id": "1004",
                 *           "href": "/shipments/1004"
                 *         },
                 *         "version": 3,
                 *         "etag": "\"3\"",
                 *         "changedBy": {
                 *           "role": "driver",
                 *           "id": "D-1"
                 *         },
                 *         "source": "api",
                 *         "itinerary": {
                 *           "moves": [
                 *             {
                 *               "driver": {
                 *                 "type": "driver",
                 *                 "id": "D-1"
                 *               },
                 *               "plannedDate": "2026-11-25",
                 *               "powerUnit": {
                 *                 "id": "T-10"
                 *               },
                 *               "status": "progress",
                 *               "hint": "",
                 *               "events": [
                 *                 {
                 *                   "type": "hook-origin",
                 *                   "scheduled": "2026-11-25T09:00:00",
                 *                   "appointment": {
                 *                     "start": "2026-11-25T09:00:00",
                 *                     "end": "2026-11-25T11:00:00",
                 *                     "number": "GCT-77812"
                 *                   },
                 *                   "arrived": "2026-11-25T09:12:00",
                 *                   "departed": "2026-11-25T09:47:00",
                 *                   "completed": true,
                 *                   "note": "UN1263 paint, class 3: placards required",
                 *                   "site": {
                 *                     "id": "104"
                 *                   }
                 *                 },
                 *                 {
                 *                   "type": "drop-destination",
                 *                   "scheduled": "2026-11-25T12:00:00",
                 *                   "appointment": {
                 *                     "start": "2026-11-25T12:00:00",
                 *                     "end": "2026-11-25T14:00:00",
                 *                     "number": "PSP-3310"
                 *                   },
                 *                   "arrived": "",
                 *                   "departed": "",
                 *                   "completed": false,
                 *                   "note": "",
                 *                   "site": {
                 *                     "id": "111"
                 *                   }
                 *                 }
                 *               ]
                 *             },
                 *             {
                 *               "driver": {
                 *                 "type": "not routed",
                 *                 "id": ""
                 *               },
                 *               "plannedDate": "2026-11-28",
                 *               "powerUnit": {
                 *                 "id": ""
                 *               },
                 *               "status": "pending",
                 *               "hint": "",
                 *               "events": [
                 *                 {
                 *                   "type": "hook-empty",
                 *                   "scheduled": "",
                 *                   "appointment": {
                 *                     "start": "",
                 *                     "end": "",
                 *                     "number": ""
                 *                   },
                 *                   "arrived": "",
                 *                   "departed": "",
                 *                   "completed": false,
                 *                   "note": "",
                 *                   "site": {
                 *                     "id": "111"
                 *                   }
                 *                 },
                 *                 {
                 *                   "type": "drop-empty",
                 *                   "scheduled": "",
                 *                   "appointment": {
                 *                     "start": "",
                 *                     "end": "",
                 *                     "number": ""
                 *                   },
                 *                   "arrived": "",
                 *                   "departed": "",
                 *                   "completed": false,
                 *                   "note": "",
                 *                   "site": {
                 *                     "id": "104"
                 *                   }
                 *                 }
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ItineraryUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:move.status.changed": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_EMv0LKXBoRpJJ5tCjf85MO4umdXzE9Z3",
                 *       "type": "move.status.changed",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "shipment": {
                 *           "id": "1004",
                 *           "href": "/shipments/1004"
                 *         },
                 *         "move": 0,
                 *         "from": "pending",
                 *         "to": "progress"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MoveStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:event.arrived": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_wVrYREBxpJDmu6ISA-PSL1VX3Jx0WoxA",
                 *       "type": "event.arrived",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "shipment": {
                 *           "id": "1004",
                 *           "href": "/shipments/1004"
                 *         },
                 *         "move": 0,
                 *         "event": {
                 *           "index": 0,
                 *           "type": "hook-origin",
                 *           "scheduled": "2026-11-25T09:00:00",
                 *           "appointment": {
                 *             "start": "2026-11-25T09:00:00",
                 *             "end": "2026-11-25T11:00:00",
                 *             "number": "GCT-77812"
                 *           },
                 *           "arrived": "2026-11-25T09:12:00",
                 *           "departed": "2026-11-25T09:47:00",
                 *           "completed": true,
                 *           "note": "UN1263 paint, class 3: placards required",
                 *           "site": {
                 *             "id": "104"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EventArrivedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:event.departed": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_-fxu6DFmWwoiF7C4KWa3Zh9vEo0OA1R4",
                 *       "type": "event.departed",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "shipment": {
                 *           "id": "1004",
                 *           "href": "/shipments/1004"
                 *         },
                 *         "move": 0,
                 *         "event": {
                 *           "index": 0,
                 *           "type": "hook-origin",
                 *           "scheduled": "2026-11-25T09:00:00",
                 *           "appointment": {
                 *             "start": "2026-11-25T09:00:00",
                 *             "end": "2026-11-25T11:00:00",
                 *             "number": "GCT-77812"
                 *           },
                 *           "arrived": "2026-11-25T09:12:00",
                 *           "departed": "2026-11-25T09:47:00",
                 *           "completed": true,
                 *           "note": "UN1263 paint, class 3: placards required",
                 *           "site": {
                 *             "id": "104"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["EventDepartedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:document.stored": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_9ee9QVfmyhM8uUeGlWCwBovBm-c1506d",
                 *       "type": "document.stored",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "shipment": {
                 *           "id": "1004",
                 *           "href": "/shipments/1004"
                 *         },
                 *         "type": "POD",
                 *         "submission": {
                 *           "id": "0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10",
                 *           "href": "/images/submissions/0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DocumentStoredEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:document.failed": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt__zQzurOaut9BNFFto1b9tkiGYyXuyao_",
                 *       "type": "document.failed",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "shipment": {
                 *           "id": "1004",
                 *           "href": "/shipments/1004"
                 *         },
                 *         "type": "POD",
                 *         "submission": {
                 *           "id": "0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10",
                 *           "href": "/images/submissions/0b6f4b0e-5d2a-4c1e-9a57-3f1f2c8e7d10"
                 *         },
                 *         "reason": "Page 1 is a gif image; this TMS accepts tiff, pdf, png, jpeg."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DocumentFailedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:non-shipment-event.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_GIHdm5iuD_3ZEBGGhY_RR_JIGclnO212",
                 *       "type": "non-shipment-event.updated",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "driver": {
                 *           "id": "D-9",
                 *           "href": "/drivers/D-9"
                 *         },
                 *         "event": {
                 *           "type": "ns-new-trip",
                 *           "scheduled": "2026-11-23T06:30:00",
                 *           "appointment": {
                 *             "start": "",
                 *             "end": "",
                 *             "number": ""
                 *           },
                 *           "arrived": "2026-11-23T05:50:00",
                 *           "departed": "",
                 *           "completed": false,
                 *           "note": "Pre-trip inspection done",
                 *           "id": "NS-12",
                 *           "site": {
                 *             "id": "X-2"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["NonShipmentEventUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:master-data.updated": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_yyUHe0cS-TDQVeM4g2_eri1LiBKaT8y-",
                 *       "type": "master-data.updated",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "kind": "driver",
                 *         "id": "D-9",
                 *         "href": "/drivers/D-9",
                 *         "active": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MasterDataUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook:webhook.test": {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery: one event to one subscription, the same on every retry. Drop duplicates by it. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since the epoch. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_Qm9vdHN0cmFwIHRlc3QgZXZlbnQgMDAx",
                 *       "type": "webhook.test",
                 *       "timestamp": "2026-11-25T15:10:00.000Z",
                 *       "data": {
                 *         "webhook": {
                 *           "id": "7c1e4a2b-9d3f-4e8a-b6c5-2f0d1a3e5b79",
                 *           "href": "/webhooks/7c1e4a2b-9d3f-4e8a-b6c5-2f0d1a3e5b79"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Received. Any other answer, or none within 15 s, is retried with the same `webhook-id`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
