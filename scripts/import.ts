/**
 * Loads a data file (data-format.md) into a table, local or deployed:
 *   npm run import -- --file F [--table T] [--endpoint URL] [--documents-bucket B] [--s3-endpoint URL]
 * The file is validated whole first; a bad file is refused with the path of
 * every bad value and nothing is written. Loading the same file again leaves
 * the same state.
 */
import { parseArgs } from 'node:util';
import { loadDataFile } from './load-data-file';

const USAGE =
  'Usage: npm run import -- --file FILE [--table NAME] [--endpoint URL] [--documents-bucket NAME] [--s3-endpoint URL]\n' +
  '  --table defaults to $TABLE_NAME, --documents-bucket to $DOCUMENTS_BUCKET;\n' +
  '  --endpoint / --s3-endpoint point at DynamoDB Local and the local S3 emulator.';

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
        endpoint: { type: 'string' },
        'documents-bucket': { type: 'string' },
        's3-endpoint': { type: 'string' },
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
const tableName = flags.table ?? process.env.TABLE_NAME;
if (!tableName) fail(`Name the table with --table or TABLE_NAME.\n${USAGE}`, 2);

// The clients read their endpoints from the environment when first loaded: set it before loading them.
if (flags.endpoint !== undefined) process.env.DYNAMODB_ENDPOINT = flags.endpoint;
if (flags['s3-endpoint'] !== undefined) process.env.S3_ENDPOINT = flags['s3-endpoint'];

const documentsBucket = flags['documents-bucket'] ?? process.env.DOCUMENTS_BUCKET ?? '';
if (!(await loadDataFile(flags.file, { tableName, documentsBucket }))) process.exit(1);
