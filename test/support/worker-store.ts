/**
 * Points this jest worker's DynamoDB clients at the DynamoDB Local the global
 * setup started for it (one per worker, listed in WORKER_ENDPOINTS); in band,
 * worker 1's. Runs before every test file of the integration project.
 */
export const WORKER_ENDPOINTS = 'TMS_TEST_DYNAMODB_ENDPOINTS';

const endpoints = process.env[WORKER_ENDPOINTS]?.split(',') ?? [];
const worker = Number(process.env.JEST_WORKER_ID ?? '1');
const own = endpoints[(worker - 1) % Math.max(1, endpoints.length)];
if (own !== undefined) process.env.DYNAMODB_ENDPOINT = own;
