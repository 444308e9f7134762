/** What a handler returns; the factory serialises it and adds the common headers. */
export interface HttpResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const ok = (body: unknown, headers?: Record<string, string>): HttpResult => ({
  status: 200,
  body,
  ...(headers ? { headers } : {}),
});

export const accepted = (body: unknown, location: string): HttpResult => ({
  status: 202,
  body,
  headers: { location },
});

/** 201 for something created that has no address of its own to read back (an upload ticket). */
export const created = (body: unknown): HttpResult => ({ status: 201, body });
