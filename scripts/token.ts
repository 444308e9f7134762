import { parseArgs } from 'node:util';
import { readLocalClients } from '#tools/dev-server/local-clients';
import { loadOrCreateSecret, mintClientToken, mintToken } from '#tools/dev-server/local-tokens';
import { targetServer } from '#tools/dev-server/running-servers';
import { findClient, UsageError } from '#tools/integrations/client-admin';
import { LOCAL_STATE_DIR, serverPort } from './local-state';

const USAGE = `Usage: npm run token -- --role dispatcher | --driver <driverId> [--expires-in 12h] [--port <port>]
       npm run token -- --client <name or id> [--scope "tms/shipments.read ..."] [--port <port>]
For the local server running (the one on --port when several run); with none running, for the next npm start.`;

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    driver: { type: 'string' },
    client: { type: 'string' },
    scope: { type: 'string' },
    'expires-in': { type: 'string', default: '12h' },
    port: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** A machine client's token, as the local token endpoint would issue it: only scopes the client holds. */
async function clientToken(stateDir: string, secret: Uint8Array, nameOrId: string): Promise<string> {
  const client = findClient(await readLocalClients(stateDir), nameOrId);
  const asked = values.scope === undefined ? client.scopes : values.scope.split(' ').filter(Boolean);
  const refused = asked.filter((scope) => !(client.scopes as string[]).includes(scope));
  if (asked.length === 0 || refused.length > 0) {
    throw new UsageError(`Scopes not granted to ${client.name}: ${refused.join(' ') || '(none asked)'}.`);
  }
  return mintClientToken(secret, { clientId: client.clientId, scopes: asked });
}

const subject =
  values.driver !== undefined
    ? { role: 'driver' as const, driverId: values.driver }
    : values.role === 'dispatcher'
      ? { role: 'dispatcher' as const }
      : undefined;

const people = subject !== undefined || values.role !== undefined;
if (
  people === (values.client !== undefined) ||
  (values.role !== undefined && values.driver !== undefined && values.role !== 'driver')
) {
  fail(USAGE);
}
if (values.client === undefined && subject === undefined) fail(USAGE);

try {
  // The server's own secret and clients: a --fresh server keeps them apart, for as long as it runs.
  const stateDir =
    (await targetServer(LOCAL_STATE_DIR, serverPort(values.port)))?.stateDir ?? LOCAL_STATE_DIR;
  const secret = await loadOrCreateSecret(stateDir);
  const token =
    values.client !== undefined
      ? await clientToken(stateDir, secret, values.client)
      : await mintToken(secret, subject!, { expiresIn: values['expires-in'] });
  // Only the token on stdout, so that `TOKEN=$(npm run -s token -- --role dispatcher)` works.
  process.stdout.write(`${token}\n`);
} catch (error) {
  if (error instanceof UsageError) fail(error.message);
  throw error;
}
