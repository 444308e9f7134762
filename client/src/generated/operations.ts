// Generated from the API document by scripts/generate.mjs: do not edit.

/** How the client calls each operation of the API document, by operationId. */
export const operations = {
  "createImageUpload": {
    "method": "POST",
    "path": "/images/uploads",
    "hasPath": false,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": false
  },
  "createImport": {
    "method": "POST",
    "path": "/imports",
    "hasPath": false,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": false
  },
  "createImportUpload": {
    "method": "POST",
    "path": "/imports/uploads",
    "hasPath": false,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": false
  },
  "createWebhook": {
    "method": "POST",
    "path": "/webhooks",
    "hasPath": false,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "deleteWebhook": {
    "method": "DELETE",
    "path": "/webhooks/{webhookId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getCarrier": {
    "method": "GET",
    "path": "/carriers/{carrierId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getChassis": {
    "method": "GET",
    "path": "/equipment/chassis/{chassisId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getContainer": {
    "method": "GET",
    "path": "/equipment/containers/{containerId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getCrossDock": {
    "method": "GET",
    "path": "/locations/cross-docks/{crossDockId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getCustomer": {
    "method": "GET",
    "path": "/customers/{customerId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getDriver": {
    "method": "GET",
    "path": "/drivers/{driverId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getDriverPlans": {
    "method": "GET",
    "path": "/drivers/{driverId}/plans",
    "hasPath": true,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "getEvent": {
    "method": "GET",
    "path": "/events/{eventId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getImage": {
    "method": "GET",
    "path": "/images",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "getImageSubmission": {
    "method": "GET",
    "path": "/images/submissions/{submissionId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getImageTypes": {
    "method": "GET",
    "path": "/images/types",
    "hasPath": false,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getImport": {
    "method": "GET",
    "path": "/imports/{importId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getItinerary": {
    "method": "GET",
    "path": "/shipments/{shipmentId}/itinerary",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getItineraryVersion": {
    "method": "GET",
    "path": "/shipments/{shipmentId}/itinerary/history/{version}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getShipment": {
    "method": "GET",
    "path": "/shipments/{shipmentId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getSite": {
    "method": "GET",
    "path": "/locations/sites/{siteId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getTractor": {
    "method": "GET",
    "path": "/equipment/tractors/{tractorId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getTrailer": {
    "method": "GET",
    "path": "/equipment/trailers/{trailerId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getWebhook": {
    "method": "GET",
    "path": "/webhooks/{webhookId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "getYard": {
    "method": "GET",
    "path": "/locations/yards/{yardId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "listCarriers": {
    "method": "GET",
    "path": "/carriers",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listChassis": {
    "method": "GET",
    "path": "/equipment/chassis",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listContainers": {
    "method": "GET",
    "path": "/equipment/containers",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listCrossDocks": {
    "method": "GET",
    "path": "/locations/cross-docks",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listCustomers": {
    "method": "GET",
    "path": "/customers",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listDrivers": {
    "method": "GET",
    "path": "/drivers",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listEvents": {
    "method": "GET",
    "path": "/events",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listItineraryHistory": {
    "method": "GET",
    "path": "/shipments/{shipmentId}/itinerary/history",
    "hasPath": true,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listShipmentImages": {
    "method": "GET",
    "path": "/shipments/{shipmentId}/images",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "listShipments": {
    "method": "GET",
    "path": "/shipments",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listSites": {
    "method": "GET",
    "path": "/locations/sites",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listTractors": {
    "method": "GET",
    "path": "/equipment/tractors",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listTrailers": {
    "method": "GET",
    "path": "/equipment/trailers",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listWebhookDeliveries": {
    "method": "GET",
    "path": "/webhooks/{webhookId}/deliveries",
    "hasPath": true,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listWebhooks": {
    "method": "GET",
    "path": "/webhooks",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "listYards": {
    "method": "GET",
    "path": "/locations/yards",
    "hasPath": false,
    "hasQuery": true,
    "hasBody": false,
    "idempotent": false
  },
  "previewItinerary": {
    "method": "POST",
    "path": "/shipments/{shipmentId}/itinerary/preview",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": false
  },
  "putCarrier": {
    "method": "PUT",
    "path": "/carriers/{carrierId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putChassis": {
    "method": "PUT",
    "path": "/equipment/chassis/{chassisId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putContainer": {
    "method": "PUT",
    "path": "/equipment/containers/{containerId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putCrossDock": {
    "method": "PUT",
    "path": "/locations/cross-docks/{crossDockId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putCustomer": {
    "method": "PUT",
    "path": "/customers/{customerId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putDriver": {
    "method": "PUT",
    "path": "/drivers/{driverId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putItinerary": {
    "method": "PUT",
    "path": "/shipments/{shipmentId}/itinerary",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putNonShipmentEvent": {
    "method": "PUT",
    "path": "/drivers/{driverId}/non-shipment-events/{eventId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putShipment": {
    "method": "PUT",
    "path": "/shipments/{shipmentId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putSite": {
    "method": "PUT",
    "path": "/locations/sites/{siteId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putTractor": {
    "method": "PUT",
    "path": "/equipment/tractors/{tractorId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putTrailer": {
    "method": "PUT",
    "path": "/equipment/trailers/{trailerId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "putYard": {
    "method": "PUT",
    "path": "/locations/yards/{yardId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  },
  "replaceWebhook": {
    "method": "PUT",
    "path": "/webhooks/{webhookId}",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": false
  },
  "resendWebhookDelivery": {
    "method": "POST",
    "path": "/webhooks/{webhookId}/deliveries/{deliveryId}/resend",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "rotateWebhookSecret": {
    "method": "POST",
    "path": "/webhooks/{webhookId}/secret",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": false
  },
  "sendWebhookTestEvent": {
    "method": "POST",
    "path": "/webhooks/{webhookId}/test",
    "hasPath": true,
    "hasQuery": false,
    "hasBody": false,
    "idempotent": false
  },
  "submitImage": {
    "method": "POST",
    "path": "/images",
    "hasPath": false,
    "hasQuery": false,
    "hasBody": true,
    "idempotent": true
  }
} as const;

export type OperationId = keyof typeof operations;
