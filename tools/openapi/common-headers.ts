import type { HeaderObject, ReferenceObject } from 'openapi3-ts/oas31';

/** Headers every answer carries, success, 304 and errors alike: components, referenced from each response. */
export const COMMON_HEADER_COMPONENTS: Record<string, HeaderObject> = {
  RequestId: {
    description:
      "The request's id, on every answer (the router's own refusals included): quote it when reporting a problem; the service's logs carry it.",
    required: true,
    schema: { type: 'string' },
    example: 'a3f0c2d4-5b6e-4f70-8a91-b2c3d4e5f607',
  },
  CacheControl: {
    description:
      'An answer with an `ETag` may be kept but is revalidated every time (`private, no-cache`, then `If-None-Match`); any other is never stored (`no-store`).',
    required: true,
    schema: { type: 'string', enum: ['no-store', 'private, no-cache'] },
  },
  RateLimitPolicy: {
    description:
      "The caller's request budget (IETF RateLimit header fields): `q`, the requests it may make at once; `w`, the seconds an empty budget takes to refill. On every answer to a machine client or a driver (and to a dispatcher where the stage gives one), 429 included.",
    required: false,
    schema: { type: 'string' },
    example: '"budget";q=100;w=4',
  },
  RateLimit: {
    description:
      "What is left of the caller's request budget: `r`, the requests it may still make now; `t`, the seconds until the budget is full again. On every answer to a budgeted caller, 429 included.",
    required: false,
    schema: { type: 'string' },
    example: '"budget";r=42;t=3',
  },
};

export const COMMON_RESPONSE_HEADERS: Record<string, ReferenceObject> = {
  'X-Request-Id': { $ref: '#/components/headers/RequestId' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};
