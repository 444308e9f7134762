import { parseArgs } from 'node:util';
import { SCOPE_NAMES } from '#shared/domain/scopes';
import { localClientAdmin } from '#tools/dev-server/local-clients';
import { type RunningServer, targetServer } from '#tools/dev-server/running-servers';
import { checkedBudget, setClientBudget, stageTableName } from '#tools/integrations/budget-limits';
import {
  type ClientAdmin,
  checkedName,
  checkedScopes,
  findClient,
  UsageError,
} from '#tools/integrations/client-admin';
import { LOCAL_STATE_DIR, serverPort } from './local-state';

const USAGE = `Usage: npm run -s client -- <command> [--stage <stage> | --port <port>]
  create --name <name> --scope "<scopes>"   prints { clientId, clientSecret } (the secret only this once)
  list                                       the clients, their scopes
  rotate --client <name or id>               a new secret; the old one stops working
  scopes --client <name or id> --scope "<scopes>"
  delete --client <name or id>
  limits --client <name or id> --rate N --burst M
                                             its request budget: N requests a second, M at once
Without --stage: the clients of the local server running (the one on --port when several run; a
client works as soon as the command answers), or with none running those the next npm start serves
(.tms-local/). With --stage: the deployed stage's user pool, with the AWS credentials and region of
the environment (docs/integrations.md).
Scopes: ${SCOPE_NAMES.join(' ')}`;

/** The command line; a malformed one (`--rate -1`, an unknown option) is refused in one line, naming the option. */
function commandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        scope: { type: 'string' },
        client: { type: 'string' },
        stage: { type: 'string' },
        port: { type: 'string' },
        rate: { type: 'string' },
        burst: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    if (!String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) throw error;
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { values, positionals } = commandLine();

/**
 * The running server's clients, its table told of each change before the
 * command answers, so that a client works at once; with no server running,
 * the kept ones.
 */
async function localAdmin(server: RunningServer | undefined): Promise<ClientAdmin> {
  if (server === undefined) return localClientAdmin(LOCAL_STATE_DIR);
  // The store clients are set up from when first imported.
  Object.assign(process.env, {
    TABLE_NAME: server.tableName,
    DYNAMODB_ENDPOINT: server.dynamodbEndpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  });
  const { writeClientRecords } = await import('#tools/dev-server/client-registry');
  return localClientAdmin(server.stateDir, writeClientRecords);
}

async function adminFor(stage: string | undefined): Promise<ClientAdmin> {
  if (stage === undefined) return localAdmin(await targetServer(LOCAL_STATE_DIR, serverPort(values.port)));
  if (values.port !== undefined) {
    throw new UsageError('--port names a local server and --stage a deployed stage: give one of them.');
  }
  const { cognitoClientAdmin } = await import('#tools/integrations/cognito-client-admin');
  return cognitoClientAdmin(stage);
}

/** Points the store at the table of the budgets: the stage's, or the running local server's. */
async function useBudgetTable(stage: string | undefined): Promise<void> {
  if (stage !== undefined) {
    process.env.TABLE_NAME = await stageTableName(stage);
    return;
  }
  if ((await targetServer(LOCAL_STATE_DIR, serverPort(values.port))) === undefined) {
    throw new UsageError("Budgets live in the local server's table: start it (npm start) first.");
  }
}

async function run(command: string | undefined): Promise<unknown> {
  if (values.help || command === undefined) {
    console.log(USAGE);
    return undefined;
  }
  const commands: Record<string, () => Promise<unknown>> = {
    create: async () => {
      const name = checkedName(values.name);
      const scopes = checkedScopes(values.scope);
      return (await adminFor(values.stage)).create(name, scopes);
    },
    list: async () => (await adminFor(values.stage)).list(),
    rotate: async () => {
      const admin = await adminFor(values.stage);
      return admin.rotate(findClient(await admin.list(), values.client));
    },
    scopes: async () => {
      const scopes = checkedScopes(values.scope);
      const admin = await adminFor(values.stage);
      return admin.setScopes(findClient(await admin.list(), values.client), scopes);
    },
    delete: async () => {
      const admin = await adminFor(values.stage);
      const client = findClient(await admin.list(), values.client);
      await admin.remove(client);
      return { deleted: client.clientId, name: client.name };
    },
    limits: async () => {
      const policy = checkedBudget(values.rate, values.burst);
      const admin = await adminFor(values.stage);
      const client = findClient(await admin.list(), values.client);
      await useBudgetTable(values.stage);
      return setClientBudget(client, policy);
    },
  };
  const chosen = commands[command];
  if (chosen === undefined) throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  return chosen();
}

try {
  const result = await run(positionals[0]);
  if (result !== undefined) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}
