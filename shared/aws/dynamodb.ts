import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '#shared/config';
import { tracer } from '#shared/observability/tracer';
import { meterUsageOf } from './dynamodb-usage';
import { DYNAMODB_LOCAL_CREDENTIALS } from './local-credentials';
import { BOUNDED_RETRIES, localStoreTimeouts, SHORT_TIMEOUTS } from './timeouts';

const endpoint = config.dynamodbEndpoint;

/**
 * The low-level client: table administration and anything the document client
 * does not wrap. Its calls are X-Ray subsegments in Lambda (the tracer leaves
 * it untouched elsewhere); the document client shares its middleware stack.
 */
export const dynamodb = tracer.captureAWSv3Client(
  new DynamoDBClient({
    region: config.region,
    ...BOUNDED_RETRIES,
    ...(endpoint === undefined
      ? { requestHandler: SHORT_TIMEOUTS }
      : {
          requestHandler: localStoreTimeouts(config.dynamodbLocalTimeoutMs),
          endpoint,
          credentials: DYNAMODB_LOCAL_CREDENTIALS,
        }),
  }),
);
meterUsageOf(dynamodb);

/** Reads and writes plain JavaScript values; `undefined` attributes are left out rather than refused. */
export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});
