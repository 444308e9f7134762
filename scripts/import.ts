/**
 * Loads a data file (data-format.md), validated whole first: a bad file is
 * refused with the path of every bad value and nothing is written.
 *   Into a table (a first load, local or deployed, with AWS credentials):
 *     npm run import -- --file F [--table T] [--drop-bucket B] [--documents-bucket B] [--endpoint URL] [--s3-endpoint URL]
 *   Into a deployed stage through its API (POST /imports):
 *     npm run import -- --file F --api URL [--token T]
 * Either way master data and shipments go through the bulk import, the API's
 * write path; loading the same file again writes nothing.
 */
import { parseArgs } from 'node:util';
import { importDataFileThroughApi, loadDataFile } from './load-data-file';

const USAGE =
  'Usage: npm run import -- --file FILE [--table NAME] [--drop-bucket NAME] [--documents-bucket NAME] [--endpoint URL] [--s3-endpoint URL]\n' +
  '       npm run import -- --file FILE --api URL [--token TOKEN]\n' +
  '  --table defaults to $TABLE_NAME, --drop-bucket to $DROP_BUCKET, --documents-bucket to $DOCUMENTS_BUCKET;\n' +
  '  --endpoint / --s3-endpoint point at DynamoDB Local and the local S3 emulator;\n' +
  "  --api imports through a stage's API with a token of tms/master-data.write (--token, or $TMS_TOKEN).";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function readFlags() {
  try {
    return parseArgs({
      options: {
        file: { type: 'string' },
        table: { type: 'string' },
        'drop-bucket': { type: 'string' },
        endpoint: { type: 'string' },
        'documents-bucket': { type: 'string' },
        's3-endpoint': { type: 'string' },
        api: { type: 'string' },
        token: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

const flags = readFlags();
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
if (flags.file === undefined) fail(`--file is required.\n${USAGE}`, 2);

if (flags.api !== undefined) {
  const token = flags.token ?? process.env.TMS_TOKEN;
  if (!token) fail(`Name the token with --token or TMS_TOKEN.\n${USAGE}`, 2);
  if (!(await importDataFileThroughApi(flags.file, { apiUrl: flags.api, token }))) process.exit(1);
  process.exit(0);
}

const tableName = flags.table ?? process.env.TABLE_NAME;
if (!tableName) fail(`Name the table with --table or TABLE_NAME.\n${USAGE}`, 2);
const dropBucket = flags['drop-bucket'] ?? process.env.DROP_BUCKET;
if (!dropBucket)
  fail(`Name the drop bucket the import reads the file from with --drop-bucket or DROP_BUCKET.\n${USAGE}`, 2);

// The clients and the configuration read the environment when first loaded: set it before loading them.
Object.assign(process.env, { TABLE_NAME: tableName, DROP_BUCKET: dropBucket });
if (flags.endpoint !== undefined) process.env.DYNAMODB_ENDPOINT = flags.endpoint;
if (flags['s3-endpoint'] !== undefined) process.env.S3_ENDPOINT = flags['s3-endpoint'];

const documentsBucket = flags['documents-bucket'] ?? process.env.DOCUMENTS_BUCKET ?? '';
if (!(await loadDataFile(flags.file, { tableName, documentsBucket }))) process.exit(1);
