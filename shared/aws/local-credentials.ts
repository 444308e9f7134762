/**
 * Credentials for the embedded local stack, so that local runs and tests need no
 * AWS profile. Used only when an endpoint override points a client at it.
 */

/** DynamoDB Local, run with one shared database, accepts any credentials. */
export const DYNAMODB_LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** s3rver checks signatures against its default credentials. */
export const S3_EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
