import {
  CodeDeployClient,
  GetApplicationRevisionCommand,
  GetDeploymentCommand,
  PutLifecycleEventHookExecutionStatusCommand,
} from '@aws-sdk/client-codedeploy';
import { GetFunctionConfigurationCommand, InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { jest } from '@jest/globals';
import { mockClient } from 'aws-sdk-client-mock';
import { handler, REPORTING_RESERVE_MS } from '#functions/deploys/pre-traffic-hook';

const codeDeploy = mockClient(CodeDeployClient);
const lambda = mockClient(LambdaClient);
/** As CodeDeploy invokes a hook: ids in its own formats. */
const EVENT = {
  DeploymentId: 'd-A1B2C3D4E',
  LifecycleEventHookExecutionId:
    'eyJlbmNyeXB0ZWREYXRhIjoiY3lKc0dCWm9FbkpRWkZ2dmV6bEJHdz09IiwiaXZQYXJhbWV0ZXJTcGVjIjoiMmRoZ3I1cTUifQ==',
};
/** The AppSpec CloudFormation registers for a `live` alias update: JSON, `version` "0.0" as documented. */
const APP_SPEC = JSON.stringify({
  version: '0.0',
  Resources: [
    {
      live: {
        Type: 'AWS::Lambda::Function',
        Properties: { Name: 'tms-prod-get-shipment', Alias: 'live', CurrentVersion: '7', TargetVersion: '8' },
      },
    },
  ],
});
/** Lambda's payload as the SDK hands it back (a Uint8Array with the SDK's string helpers). */
const payload = (text: string) =>
  Object.assign(new TextEncoder().encode(text), { transformToString: () => text });
const answer = (statusCode: number) => payload(JSON.stringify({ statusCode, body: '{"status":404}' }));

beforeEach(() => {
  codeDeploy.reset();
  lambda.reset();
  // GetDeployment names the revision by its hash; GetApplicationRevision hands back its content as a string.
  codeDeploy.on(GetDeploymentCommand, { deploymentId: EVENT.DeploymentId }).resolves({
    deploymentInfo: {
      applicationName: 'app',
      deploymentId: EVENT.DeploymentId,
      computePlatform: 'Lambda',
      revision: { revisionType: 'AppSpecContent', appSpecContent: { sha256: 'f'.repeat(64) } },
    },
  });
  codeDeploy
    .on(GetApplicationRevisionCommand, {
      applicationName: 'app',
      revision: { revisionType: 'AppSpecContent', appSpecContent: { sha256: 'f'.repeat(64) } },
    })
    .resolves({
      applicationName: 'app',
      revision: { revisionType: 'String', string: { content: APP_SPEC, sha256: 'f'.repeat(64) } },
    });
  codeDeploy.on(PutLifecycleEventHookExecutionStatusCommand).resolves({});
  lambda.on(GetFunctionConfigurationCommand).resolves({ Description: 'GET /shipments/{shipmentId}' });
});

const reported = () => codeDeploy.commandCalls(PutLifecycleEventHookExecutionStatusCommand)[0]?.args[0].input;

describe('the pre-traffic hook', () => {
  test("invokes the deployment's target version with its route's probe; a 404 for the unknown id passes", async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, Payload: answer(404) });
    await handler(EVENT);
    const [invoked] = lambda.commandCalls(InvokeCommand);
    expect(invoked?.args[0].input).toMatchObject({ FunctionName: 'tms-prod-get-shipment', Qualifier: '8' });
    const probe = JSON.parse(String(invoked?.args[0].input.Payload));
    expect(probe.routeKey).toBe('GET /shipments/{shipmentId}');
    expect(reported()).toEqual({
      deploymentId: EVENT.DeploymentId,
      lifecycleEventHookExecutionId: EVENT.LifecycleEventHookExecutionId,
      status: 'Succeeded',
    });
  });

  test('a new version answering 5xx fails the deployment', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, Payload: answer(500) });
    await handler(EVENT);
    expect(reported()?.status).toBe('Failed');
  });

  test('a new version that crashes fails the deployment', async () => {
    lambda.on(InvokeCommand).resolves({
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: payload('{"errorType":"Runtime.ImportModuleError"}'),
    });
    await handler(EVENT);
    expect(reported()?.status).toBe('Failed');
  });

  test('a probe that cannot run (the invoke refused) fails the deployment rather than passing it', async () => {
    lambda.on(InvokeCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await handler(EVENT);
    expect(reported()?.status).toBe('Failed');
  });

  test('a function serving no route (a queue consumer) passes: its alarms are its gate', async () => {
    lambda.on(GetFunctionConfigurationCommand).resolves({ Description: 'document processor' });
    await handler(EVENT);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(reported()?.status).toBe('Succeeded');
  });

  test('an AppSpec given as appSpecContent is read the same way', async () => {
    codeDeploy.on(GetApplicationRevisionCommand).resolves({
      revision: { revisionType: 'AppSpecContent', appSpecContent: { content: APP_SPEC } },
    });
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, Payload: answer(404) });
    await handler(EVENT);
    expect(lambda.commandCalls(InvokeCommand)[0]?.args[0].input.Qualifier).toBe('8');
    expect(reported()?.status).toBe('Succeeded');
  });

  test.each([
    ['no AppSpec in the revision', { revisionType: 'S3' as const }],
    ['a YAML AppSpec', { string: { content: 'version: 0.0\nResources: []' } }],
    ['an AppSpec of no Lambda function', { string: { content: '{"version":"0.0","Resources":[]}' } }],
    [
      'a target that is no published version',
      { string: { content: APP_SPEC.replace('"TargetVersion":"8"', '"TargetVersion":"$LATEST"') } },
    ],
  ])('%s: nothing is invoked and the deployment fails', async (_, revision) => {
    codeDeploy.on(GetApplicationRevisionCommand).resolves({ revision });
    await handler(EVENT);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(reported()?.status).toBe('Failed');
  });

  test.each([
    ['no event', undefined],
    ['a deployment id of another form', { ...EVENT, DeploymentId: 'd-1; drop' }],
    ['no hook execution id', { DeploymentId: EVENT.DeploymentId }],
  ])('%s: refused before any call (there is nothing to report to)', async (_, event) => {
    await expect(handler(event)).rejects.toThrow('Not a CodeDeploy lifecycle event');
    expect(codeDeploy.calls()).toHaveLength(0);
  });

  test('a probe still running when the time is nearly up reports Failed in time, not nothing', async () => {
    jest.useFakeTimers();
    try {
      lambda.on(InvokeCommand).callsFake(() => new Promise(() => undefined));
      const done = handler(EVENT, { getRemainingTimeInMillis: () => REPORTING_RESERVE_MS + 50 });
      await jest.advanceTimersByTimeAsync(49);
      expect(reported()).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(reported()?.status).toBe('Failed');
    } finally {
      jest.useRealTimers();
    }
  });
});
