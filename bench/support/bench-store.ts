import { randomUUID } from 'node:crypto';
import type { DataSet } from '#shared/domain/types';
import { readDataFile } from '#tools/data-file/parse';
import { startEmbeddedStack } from '#tools/local-stack/embedded-stack';

/** The environment every measured function runs with: the store below, as Lambda would hand it over. */
export type FunctionEnvironment = Record<string, string>;

export interface BenchStore {
  dataSet: DataSet;
  environment: FunctionEnvironment;
  /** Deletes the bench's table, and stops the stack when the bench started it. */
  close(): Promise<void>;
}

const DEMO_DATA = 'data/demo.json';

/** The bench's times for one store request and one function call, each far past what an idle machine needs. */
const BUSY_MACHINE = { storeRequestMs: 120_000, functionMs: 150_000 };

/**
 * A table and buckets of their own, loaded with the demo data, on the embedded
 * stack the environment names (DYNAMODB_ENDPOINT and S3_ENDPOINT: the test run's
 * stack, in CI) or else on one started for the bench, in memory. Sets this
 * process's environment before any client module is loaded, as Lambda does.
 */
export async function openBenchStore(): Promise<BenchStore> {
  const given = process.env.DYNAMODB_ENDPOINT && process.env.S3_ENDPOINT;
  const stack = given ? undefined : await startEmbeddedStack({ dynamodbPort: 0, s3Port: 0 });
  const suffix = randomUUID().slice(0, 8);
  const environment: FunctionEnvironment = {
    TABLE_NAME: `bench-${suffix}`,
    DOCUMENTS_BUCKET: `bench-documents-${suffix}`,
    DROP_BUCKET: `bench-drop-${suffix}`,
    DYNAMODB_ENDPOINT: stack?.dynamodbEndpoint ?? process.env.DYNAMODB_ENDPOINT!,
    S3_ENDPOINT: stack?.s3Endpoint ?? process.env.S3_ENDPOINT!,
    AWS_REGION: 'us-east-1',
    // The emulators' credentials: never a real account's, whatever profile the machine has.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    POWERTOOLS_SERVICE_NAME: 'tms-api',
    // A log line and a metrics line per request would drown the bench's output; they cost what
    // writing a line to stdout costs, which the figures leave out.
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    POWERTOOLS_METRICS_DISABLED: 'true',
    // The events section's webhook receiver listens on 127.0.0.1, as with `npm start -- --allow-loopback-urls`.
    ALLOW_LOOPBACK_URLS: 'true',
    // A busy machine slows a section down, it does not fail it: a store request may wait behind a
    // whole test run's, and a function is given the time that takes. The section's own stall and
    // deadline (bench/support/run-section.ts) still end one that hangs.
    DYNAMODB_LOCAL_TIMEOUT_MS: String(BUSY_MACHINE.storeRequestMs),
    TMS_LOCAL_FUNCTION_TIMEOUT_MS: String(BUSY_MACHINE.functionMs),
  };
  Object.assign(process.env, environment);

  try {
    // Loaded only now: the client modules read their endpoints when first imported.
    const { dynamodb } = await import('#shared/aws/dynamodb');
    const { s3 } = await import('#shared/aws/s3');
    const { ensureBuckets, ensureTable } = await import('#tools/local-stack/provision');
    const { importDataSet } = await import('#tools/data-file/import');
    const { DeleteTableCommand } = await import('@aws-sdk/client-dynamodb');

    // No stream but while a section reads it (bench/support/bench-event-stream.ts).
    await ensureTable(dynamodb, environment.TABLE_NAME!, { stream: false });
    await ensureBuckets(s3, [environment.DOCUMENTS_BUCKET!, environment.DROP_BUCKET!]);
    const parsed = await readDataFile(DEMO_DATA);
    if (!parsed.ok) throw new Error(`${DEMO_DATA} is invalid:\n${parsed.errors.join('\n')}`);
    await importDataSet(parsed.dataSet, {
      tableName: environment.TABLE_NAME!,
      documentsBucket: environment.DOCUMENTS_BUCKET!,
    });
    return {
      dataSet: parsed.dataSet,
      environment,
      async close() {
        // A shared stack outlives the bench: leave it as it was found. A failure to tidy up must
        // not hide the error that ended the run.
        await dynamodb
          .send(new DeleteTableCommand({ TableName: environment.TABLE_NAME }))
          .catch((error: Error) =>
            console.error(`Could not delete ${environment.TABLE_NAME}: ${error.message}`),
          );
        await stack?.stop();
      },
    };
  } catch (error) {
    await stack?.stop();
    throw error;
  }
}
