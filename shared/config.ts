/**
 * The service's configuration, from environment variables. Each variable is read
 * once, on first use rather than at import: scripts and tests set the environment
 * before the first call, after their imports have run. A missing required
 * variable fails that first use with a message naming it.
 */

const readOnce = new Map<string, string | undefined>();

function optional(name: string): string | undefined {
  if (!readOnce.has(name)) readOnce.set(name, process.env[name] || undefined);
  return readOnce.get(name);
}

function required(name: string, meaning: string): string {
  const value = optional(name);
  if (value === undefined) {
    throw new Error(`Missing environment variable ${name} (${meaning}).`);
  }
  return value;
}

export const config = {
  /** `TABLE_NAME`: the service's single DynamoDB table. */
  get tableName(): string {
    return required('TABLE_NAME', 'the name of the DynamoDB table');
  },
  /** `DOCUMENTS_BUCKET`: where stored shipment documents live. */
  get documentsBucket(): string {
    return required('DOCUMENTS_BUCKET', 'the S3 bucket of stored documents');
  },
  /** `DROP_BUCKET`: where integrators put files before `POST /images` names them. */
  get dropBucket(): string {
    return required('DROP_BUCKET', 'the S3 drop bucket');
  },
  /** `DYNAMODB_ENDPOINT`: set only to reach DynamoDB Local. */
  get dynamodbEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  /** `S3_ENDPOINT`: set only to reach the local S3 emulator. */
  get s3Endpoint(): string | undefined {
    return optional('S3_ENDPOINT');
  },
  /** `AWS_REGION`, set by Lambda. @default us-east-1 */
  get region(): string {
    return optional('AWS_REGION') ?? 'us-east-1';
  },
};
