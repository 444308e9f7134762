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
};

export const COMMON_RESPONSE_HEADERS: Record<string, ReferenceObject> = {
  'X-Request-Id': { $ref: '#/components/headers/RequestId' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
};
