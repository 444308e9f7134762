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

/** 202: taken, to follow at `location`; `headers` say more of what was taken. */
export const accepted = (body: unknown, location: string, headers?: Record<string, string>): HttpResult => ({
  status: 202,
  body,
  headers: { location, ...headers },
});

/** 201 for something created: `location` is its address, when it has one to read back (an upload ticket has none). */
export const created = (body: unknown, location?: string): HttpResult => ({
  status: 201,
  body,
  ...(location !== undefined && { headers: { location } }),
});

/** 204: done, nothing to say (a DELETE). */
export const noContent = (): HttpResult => ({ status: 204 });
