import { jest } from '@jest/globals';
import { checkEnvironment } from '#shared/config';
import { routeList } from '#shared/route-table';
import { environmentNeeded } from '#shared/routing/route';

const LAMBDA = { AWS_LAMBDA_FUNCTION_NAME: 'tms-dev-getShipment' };
const COMPLETE = {
  TABLE_NAME: 'tms-dev',
  DOCUMENTS_BUCKET: 'documents',
  DROP_BUCKET: 'drop',
  SUBMISSION_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/123456789012/submissions',
  IMPORT_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/123456789012/imports',
};

describe('the whole environment, checked at once', () => {
  test('every variable needed and missing is named with what it is for', () => {
    expect(() => checkEnvironment(['TABLE_NAME', 'DOCUMENTS_BUCKET'], {})).toThrow(
      'Invalid environment: TABLE_NAME is missing (the name of the DynamoDB table); ' +
        'DOCUMENTS_BUCKET is missing (the S3 bucket of stored documents).',
    );
  });

  test('an empty variable counts as missing', () => {
    expect(() => checkEnvironment(['TABLE_NAME'], { TABLE_NAME: '' })).toThrow('TABLE_NAME is missing');
  });

  test.each([
    ['PRESIGNED_URL_TTL_SECONDS', '0', 'must be a positive whole number'],
    ['PRESIGNED_URL_TTL_SECONDS', '15 minutes', 'must be a positive whole number'],
    ['MAX_DOCUMENT_PAGE_BYTES', '-1', 'must be a positive whole number'],
    ['DYNAMODB_LOCAL_TIMEOUT_MS', '15s', 'must be a positive whole number'],
    ['SUBMISSION_QUEUE_URL', 'submissions', ''],
    ['POWERTOOLS_LOG_LEVEL', 'VERBOSE', 'must be one of'],
  ])('a variable set but invalid is refused even when not needed: %s=%s', (name, value, message) => {
    expect(() => checkEnvironment([], { [name]: value })).toThrow(
      new RegExp(`${name} ${message}.*, not "${value}"`),
    );
  });

  test('a complete, valid environment passes', () => {
    expect(() => checkEnvironment(Object.keys(COMPLETE) as never, COMPLETE)).not.toThrow();
  });

  test("every route's needs follow from what it may touch", () => {
    for (const route of routeList) {
      const needs = environmentNeeded(route.access);
      expect(needs.includes('TABLE_NAME')).toBe(route.access.table !== undefined);
      expect(needs.includes('SUBMISSION_QUEUE_URL')).toBe(route.access.submissionQueue === 'send');
      expect(needs.includes('IMPORT_QUEUE_URL')).toBe(route.access.importQueue === 'send');
      expect(needs.includes('WEBHOOK_QUEUE_URL')).toBe(route.access.webhookQueue === 'send');
    }
  });
});

describe('a function in Lambda fails its cold start, not its first request', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  async function importedWith(variables: Record<string, string>, entry: string): Promise<unknown> {
    process.env = { ...saved, ...variables };
    for (const name of Object.keys(COMPLETE)) if (!(name in variables)) delete process.env[name];
    let failure: unknown;
    await jest.isolateModulesAsync(async () => {
      await import(entry).catch((error: unknown) => {
        failure = error;
      });
    });
    return failure;
  }

  test('a route whose table variable is missing', async () => {
    const failure = await importedWith(LAMBDA, '../../../functions/shipments/get-shipment');
    expect(String(failure)).toMatch(/TABLE_NAME is missing \(the name of the DynamoDB table\)/);
  });

  test('the submission route without its queue', async () => {
    const { SUBMISSION_QUEUE_URL: _, ...withoutQueue } = COMPLETE;
    const failure = await importedWith(
      { ...LAMBDA, ...withoutQueue },
      '../../../functions/images/submit-image',
    );
    expect(String(failure)).toMatch(/SUBMISSION_QUEUE_URL is missing/);
  });

  test('POST /imports and the import worker without the import queue', async () => {
    const { IMPORT_QUEUE_URL: _, ...withoutQueue } = COMPLETE;
    for (const entry of ['create-import', 'process-import']) {
      const failure = await importedWith(
        { ...LAMBDA, ...withoutQueue },
        `../../../functions/imports/${entry}`,
      );
      expect(String(failure)).toMatch(/IMPORT_QUEUE_URL is missing/);
    }
  });

  test('the queue processor without its buckets', async () => {
    const failure = await importedWith(
      { ...LAMBDA, TABLE_NAME: 'tms-dev' },
      '../../../functions/images/process-submission',
    );
    expect(String(failure)).toMatch(/DOCUMENTS_BUCKET is missing.*DROP_BUCKET is missing/);
  });

  test('configured functions load', async () => {
    expect(await importedWith({ ...LAMBDA, ...COMPLETE }, '../../../functions/images/submit-image')).toBe(
      undefined,
    );
  });

  test('outside Lambda, a missing variable waits for its first use (scripts set it after importing)', async () => {
    expect(await importedWith({}, '../../../functions/shipments/get-shipment')).toBe(undefined);
  });
});
