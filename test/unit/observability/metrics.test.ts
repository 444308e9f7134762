import { jest } from '@jest/globals';
import { captureOutput } from '../../support/captured-output';

// Turned on for this file only (test/support/quiet-logs.ts turns them off), before the module reads it.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
process.env.STAGE = 'qa';
const { recordColdStart, recordRequest, recordSubmissionOutcome } = await import(
  '#shared/observability/metrics'
);

interface EmfRecord {
  _aws: {
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit: string }[];
    }[];
  };
  [key: string]: unknown;
}

function recorded(record: () => void): EmfRecord[] {
  const output = captureOutput();
  try {
    record();
  } finally {
    output.restore();
  }
  return output.records() as EmfRecord[];
}

test('a request is one EMF record naming its route: latency, 4xx, 5xx and DynamoDB capacity, for the service', () => {
  const [emf, ...more] = recorded(() =>
    recordRequest({ route: 'GET /shipments', status: 404, latencyMs: 12.5, dynamoDbCapacityUnits: 1.5 }),
  );
  expect(more).toEqual([]);
  expect(emf).toMatchObject({
    service: 'tms-api',
    stage: 'qa',
    route: 'GET /shipments',
    Latency: 12.5,
    ClientErrors: 1,
    ServerErrors: 0,
    DynamoDbCapacityUnits: 1.5,
  });
  // The route is a property for Logs Insights, not a dimension: no metric per route.
  expect(emf?._aws.CloudWatchMetrics).toHaveLength(1);
  const [directive] = emf?._aws.CloudWatchMetrics ?? [];
  expect(directive?.Namespace).toBe('TmsApi');
  expect(directive?.Dimensions).toEqual([['service', 'stage']]);
  expect(directive?.Metrics).toEqual([
    { Name: 'Latency', Unit: 'Milliseconds' },
    { Name: 'ClientErrors', Unit: 'Count' },
    { Name: 'ServerErrors', Unit: 'Count' },
    { Name: 'DynamoDbCapacityUnits', Unit: 'Count' },
  ]);
});

test('with ROUTE_METRICS=true (a canary route), the 5xx count is also written under the route, for its rollback alarm', async () => {
  process.env.ROUTE_METRICS = 'true';
  try {
    await jest.isolateModulesAsync(async () => {
      const metrics = await import('#shared/observability/metrics');
      const [emf] = recorded(() =>
        metrics.recordRequest({ route: 'GET /a', status: 500, latencyMs: 1, dynamoDbCapacityUnits: 0 }),
      );
      expect(emf?._aws.CloudWatchMetrics.map((directive) => directive.Dimensions)).toEqual([
        [['service', 'stage']],
        [['service', 'stage', 'route']],
      ]);
      expect(emf?._aws.CloudWatchMetrics[1]?.Metrics).toEqual([{ Name: 'ServerErrors', Unit: 'Count' }]);
      expect(emf).toMatchObject({ route: 'GET /a', ServerErrors: 1 });
    });
  } finally {
    delete process.env.ROUTE_METRICS;
  }
});

test('a 5xx counts as a server error only', () => {
  const [emf] = recorded(() =>
    recordRequest({ route: 'PUT /x', status: 503, latencyMs: 1, dynamoDbCapacityUnits: 0 }),
  );
  expect(emf).toMatchObject({ ClientErrors: 0, ServerErrors: 1 });
});

test('document outcomes carry the service dimensions and no route left over from a request', () => {
  const records = recorded(() => {
    recordRequest({ route: 'GET /a', status: 200, latencyMs: 1, dynamoDbCapacityUnits: 0 });
    recordSubmissionOutcome('completed');
    recordSubmissionOutcome('retried');
    recordSubmissionOutcome('failed');
  });
  const outcomes = records.slice(1);
  expect(outcomes.map((emf) => emf._aws.CloudWatchMetrics[0]?.Metrics[0]?.Name)).toEqual([
    'DocumentSubmissionsCompleted',
    'DocumentSubmissionsRetried',
    'DocumentSubmissionsFailed',
  ]);
  for (const emf of outcomes) {
    expect(emf._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['service', 'stage']]);
    expect(emf.route).toBeUndefined();
  }
});

test('a cold start is one record naming its function, a metric of the service', () => {
  const [emf, ...more] = recorded(() => recordColdStart('tms-dev-api-GetShipment'));
  expect(more).toEqual([]);
  expect(emf).toMatchObject({ ColdStart: 1, function_name: 'tms-dev-api-GetShipment', stage: 'qa' });
  expect(emf?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['service', 'stage']]);
  expect(emf?._aws.CloudWatchMetrics[0]?.Metrics).toEqual([{ Name: 'ColdStart', Unit: 'Count' }]);
});

test('nothing is written when metrics are disabled', async () => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  await jest.isolateModulesAsync(async () => {
    const metrics = await import('#shared/observability/metrics');
    expect(recorded(() => metrics.recordColdStart('f'))).toEqual([]);
  });
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});
