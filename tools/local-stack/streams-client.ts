import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { DYNAMODB_LOCAL_CREDENTIALS } from '#shared/aws/local-credentials';
import { config } from '#shared/config';

/** A DynamoDB Streams client for the store at `endpoint` (DynamoDB Local's credentials), else AWS's in the region. */
export function streamsClientFor(endpoint = config.dynamodbEndpoint): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient({
    region: config.region,
    ...(endpoint !== undefined && { endpoint, credentials: DYNAMODB_LOCAL_CREDENTIALS }),
  });
}
