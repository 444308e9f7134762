import { parseArgs } from 'node:util';
import { localClientAdmin } from '#tools/dev-server/local-clients';
import {
  type ClientAdmin,
  checkedName,
  checkedScopes,
  findClient,
  UsageError,
} from '#tools/integrations/client-admin';
import { LOCAL_STATE_DIR } from './local-state';

const USAGE = `Usage: npm run -s client -- <command> [--stage <stage>]
  create --name <name> --scope "<scopes>"   prints { clientId, clientSecret } (the secret only this once)
  list                                       the clients, their scopes
  rotate --client <name or id>               a new secret; the old one stops working
  scopes --client <name or id> --scope "<scopes>"
  delete --client <name or id>
Without --stage: the local server's clients (.tms-local/). With it: the deployed stage's user pool,
with the AWS credentials and region of the environment (docs/integrations.md).
Scopes: tms/shipments.read tms/itineraries.write tms/documents.read tms/documents.write
        tms/drivers.read tms/drivers.write tms/master-data.read tms/webhooks`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    scope: { type: 'string' },
    client: { type: 'string' },
    stage: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

async function adminFor(stage: string | undefined): Promise<ClientAdmin> {
  if (stage === undefined) return localClientAdmin(LOCAL_STATE_DIR);
  const { cognitoClientAdmin } = await import('#tools/integrations/cognito-client-admin');
  return cognitoClientAdmin(stage);
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
