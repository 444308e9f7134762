import type { IncomingMessage, ServerResponse } from 'node:http';
import { isScope, type Scope, scopeList } from '#shared/domain/scopes';
import { CLIENT_TOKEN_SECONDS } from '#shared/integrations/token-lifetime';
import { authenticateLocalClient, type LocalClient } from './local-clients';
import { mintClientToken } from './local-tokens';

/** Cognito's token endpoint path: an integration changes only the host between local and AWS. */
export const TOKEN_PATH = '/oauth2/token';

/** A token request is a few short fields; anything longer is refused before it is parsed. */
const MAX_FORM_BYTES = 4096;

type OAuthError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

/** An RFC 6749 (5.2) error answer: 400, or 401 for a client that failed to authenticate. */
class TokenRefusal extends Error {
  constructor(
    readonly error: OAuthError,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
  get status(): number {
    return this.error === 'invalid_client' ? 401 : 400;
  }
}

const NO_CACHE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...NO_CACHE, ...headers });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded') {
    throw new TokenRefusal('invalid_request', 'The body must be application/x-www-form-urlencoded.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES)
      throw new TokenRefusal('invalid_request', `The body exceeds ${MAX_FORM_BYTES} bytes.`);
    chunks.push(chunk as Buffer);
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const names = [...form.keys()];
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined)
    throw new TokenRefusal('invalid_request', `${repeated} is given more than once.`);
  return form;
}

/** The client's id and secret: by HTTP Basic (each part form-encoded, RFC 6749 2.3.1) or in the body, not both. */
function credentialsOf(req: IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const inBody = form.has('client_id') || form.has('client_secret');
  if (basic !== undefined && inBody) {
    throw new TokenRefusal(
      'invalid_request',
      'Give the client credentials once: by HTTP Basic or in the body.',
    );
  }
  if (basic !== undefined) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    try {
      if (colon > 0)
        return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)), basic: true };
    } catch {
      // Not form-encoded: a client that cannot authenticate, like any other.
    }
    return { id: '', secret: '', basic: true };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '', basic: false };
}

/**
 * The scopes granted: those asked for, each held by the client, or all it
 * holds when none are asked (no `scope`, or an empty one, as /docs' Authorize
 * sends when no box is ticked).
 */
function grantedScopes(client: LocalClient, asked: string | null): Scope[] {
  const names = scopeList(asked ?? '');
  if (names.length === 0) return client.scopes;
  const refused = names.filter((name) => !isScope(name) || !client.scopes.includes(name));
  if (refused.length > 0) {
    throw new TokenRefusal('invalid_scope', `Scopes not granted to this client: ${refused.join(' ')}.`);
  }
  return [...new Set(names)] as Scope[];
}

/**
 * `POST /oauth2/token` as Cognito's token endpoint answers it for the client
 * credentials grant: the same form, the same `{ access_token, token_type,
 * expires_in }`, and the same RFC 6749 errors.
 */
export async function answerTokenRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { tokenSecret: Uint8Array; clients: () => Promise<readonly LocalClient[]> },
): Promise<void> {
  try {
    if (req.method !== 'POST') {
      req.resume();
      return answer(
        res,
        405,
        { error: 'invalid_request', error_description: 'Use POST.' },
        { allow: 'POST' },
      );
    }
    const form = await readForm(req);
    const grantType = form.get('grant_type');
    if (grantType === null) throw new TokenRefusal('invalid_request', 'grant_type is required.');
    if (grantType !== 'client_credentials') {
      throw new TokenRefusal('unsupported_grant_type', 'Only the client_credentials grant is supported.');
    }
    const credentials = credentialsOf(req, form);
    const client = authenticateLocalClient(await options.clients(), credentials.id, credentials.secret);
    if (client === undefined) {
      throw new TokenRefusal(
        'invalid_client',
        'Client authentication failed.',
        credentials.basic ? { 'www-authenticate': 'Basic realm="tms"' } : {},
      );
    }
    const scopes = grantedScopes(client, form.get('scope'));
    const accessToken = await mintClientToken(options.tokenSecret, { clientId: client.clientId, scopes });
    answer(res, 200, { access_token: accessToken, expires_in: CLIENT_TOKEN_SECONDS, token_type: 'Bearer' });
  } catch (error) {
    if (!(error instanceof TokenRefusal)) throw error;
    // A refused body is not read on: the connection closes after the answer.
    answer(
      res,
      error.status,
      { error: error.error, error_description: error.description },
      {
        ...error.headers,
        ...(req.readableEnded ? {} : { connection: 'close' }),
      },
    );
  }
}
