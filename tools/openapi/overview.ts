/** The introduction of the API document: the conventions every endpoint shares. */
export const OVERVIEW = `Shipment documents, driver plans, non-shipment events and shipment itineraries of a trucking TMS.

**Conventions.** Bodies are JSON: a request body needs \`Content-Type: application/json\` (\`charset=utf-8\` is the only parameter allowed); any other type, or none, is 415. Identifiers are strings. Dates are \`YYYY-MM-DD\`; date-times are ISO 8601, with or without a UTC offset (local time). An unset value is an empty string, never null and never omitted. Clients must tolerate properties they do not know; so does the service, which ignores unknown properties in request bodies.

**Authentication.** Every request needs \`Authorization: Bearer <token>\`. A \`dispatcher\` token reaches everything; a \`driver\` token is bound to one driver and reaches only that driver's record, plan and non-shipment events, and the shipments with a move assigned to it: the shipment, its itinerary and history, its documents. An integration (a partner TMS, an EDI bridge) calls with its own OAuth 2.0 client credentials: a token from the token endpoint, with scopes; each operation names the scope it needs, and a token without it is 403 with \`WWW-Authenticate: Bearer error="insufficient_scope"\`. A 401 carries \`WWW-Authenticate: Bearer\`, with \`error="invalid_token"\` when a token was sent and refused.

**Collections** take \`limit\` (1 to 1000, the TMS default when omitted) and \`offset\` (a position, 0 when omitted). A page has \`self\`, \`next\` (the request for the next page; an empty string on the last one), \`previous\` (only after the first page) and \`items\`. A range past the end is an empty page, not an error.

**Every answer** carries \`x-request-id\`. One with an \`ETag\` is \`Cache-Control: private, no-cache\` (revalidate with \`If-None-Match\`), any other \`no-store\`; a 304 has no body and no \`Content-Type\`.

**Errors** all have one body: \`status\` (the HTTP status), \`description\` (its text), \`data\` (details) and, on most, \`message\`. A path that exists with another method answers 405 with an \`Allow\` header; an unknown path, 404; a dependency that is down, 503 with \`Retry-After\` (seconds); a machine client or driver over its request budget, 429 with \`Retry-After\`, and \`RateLimit-Policy\` and \`RateLimit\` on every answer to it.`;
