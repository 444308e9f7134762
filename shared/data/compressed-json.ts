/** zlib, loaded when a value is first compressed or read, not at every cold start of a function that bundles this module. */
const zlib = () => process.getBuiltinModule('node:zlib');

/**
 * A large, repetitive part of an entity (an itinerary) as gzip-compressed
 * JSON: an item costs capacity by its size, and itineraries shrink some 20 times.
 */
export function compressJson(value: unknown): Uint8Array {
  return zlib().gzipSync(JSON.stringify(value));
}

/** The value of `compressJson`, as the document client or a stream record gives it (bytes or base64). */
export function decompressJson<T>(stored: unknown): T {
  const bytes = typeof stored === 'string' ? Buffer.from(stored, 'base64') : (stored as Uint8Array);
  return JSON.parse(zlib().gunzipSync(bytes).toString('utf8')) as T;
}
