/**
 * Where the client gets the bearer token for each request. `invalidate` is
 * called when the API refused a token with 401, so that the next `getToken`
 * does not hand it out again; the client then retries the request once.
 */
export interface TokenProvider {
  getToken(): Promise<string>;
  invalidate?(token: string): void;
}

/** A token the caller already has (a person's ID token); a 401 is final. */
export function staticToken(token: string): TokenProvider {
  return { getToken: async () => token };
}

export interface ClientCredentialsOptions {
  /** The token endpoint, e.g. `https://<domain>.auth.<region>.amazoncognito.com/oauth2/token`, or the local server's `/oauth2/token`. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The scopes to ask for (`tms/shipments.read`); all the client's scopes when left out. */
  scope?: string | readonly string[];
  /**
   * Fetch a new token this long before the current one expires, so that no
   * request leaves with a token that expires on the way.
   * @default 60 (at most half the token's lifetime)
   */
  refreshBeforeExpirySeconds?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The token endpoint refused, or answered something that is no token: its status and OAuth error. */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';

  constructor(
    readonly status: number,
    /** The OAuth 2.0 error code (`invalid_client`, `invalid_scope`, ...), when the endpoint gave one. */
    readonly error: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

interface CachedToken {
  token: string;
  /** When to fetch another, in epoch milliseconds. */
  renewAt: number;
}

interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in: number;
}

function isTokenAnswer(value: unknown): value is TokenAnswer {
  const answer = value as Partial<TokenAnswer> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.access_token === 'string' &&
    answer.access_token !== '' &&
    typeof answer.token_type === 'string' &&
    answer.token_type.toLowerCase() === 'bearer' &&
    typeof answer.expires_in === 'number' &&
    answer.expires_in > 0
  );
}

/** RFC 6749 2.3.1: the id and secret are form-encoded before they are joined and base64-encoded. */
function basicCredentials(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  const pair = new TextEncoder().encode(`${encode(clientId)}:${encode(clientSecret)}`);
  return `Basic ${btoa(String.fromCharCode(...pair))}`;
}

/** How long before its token expires the client fetches the next, unless told otherwise. */
export const RENEWAL_MARGIN_SECONDS = 60;

/**
 * An integration's token: OAuth 2.0 client credentials, from Cognito's token
 * endpoint or the local server's, with the client id and secret sent by HTTP
 * Basic. The token is kept until shortly before it expires, one request at a
 * time fetches the next (concurrent calls share it), and a token the API
 * refused (401) is fetched again.
 */
export function clientCredentials(options: ClientCredentialsOptions): TokenProvider {
  const fetchToken = options.fetch ?? globalThis.fetch;
  const margin = (options.refreshBeforeExpirySeconds ?? RENEWAL_MARGIN_SECONDS) * 1000;
  const scope = typeof options.scope === 'string' ? options.scope : options.scope?.join(' ');
  let cached: CachedToken | undefined;
  let pending: Promise<string> | undefined;

  const request = async (): Promise<string> => {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scope) form.set('scope', scope);
    const response = await fetchToken(options.tokenUrl, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: basicCredentials(options.clientId, options.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
    const text = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    if (!response.ok) {
      const { error, error_description } = (answer ?? {}) as { error?: string; error_description?: string };
      throw new TokenRequestError(
        response.status,
        typeof error === 'string' ? error : undefined,
        `The token endpoint answered ${response.status}${error ? ` ${error}` : ''}${
          error_description ? `: ${error_description}` : ''
        }`,
      );
    }
    if (!isTokenAnswer(answer)) {
      throw new TokenRequestError(response.status, undefined, 'The token endpoint answered no bearer token.');
    }
    const lifetime = answer.expires_in * 1000;
    cached = { token: answer.access_token, renewAt: Date.now() + lifetime - Math.min(margin, lifetime / 2) };
    return answer.access_token;
  };

  return {
    getToken() {
      if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= request().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(token) {
      // Another request may have renewed it already: only the refused token is dropped.
      if (cached?.token === token) cached = undefined;
    },
  };
}
