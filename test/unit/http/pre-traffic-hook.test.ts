import {
  CodeDeployClient,
  GetApplicationRevisionCommand,
  GetDeploymentCommand,
  PutLifecycleEventHookExecutionStatusCommand,
} from '@aws-sdk/client-codedeploy';
import { GetFunctionConfigurationCommand, InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '#functions/deploys/pre-traffic-hook';

const codeDeploy = mockClient(CodeDeployClient);
const lambda = mockClient(LambdaClient);
const EVENT = { DeploymentId: 'd-1', LifecycleEventHookExecutionId: 'hook-1' };
const APP_SPEC = JSON.stringify({
  version: 0.0,
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
  codeDeploy.on(GetDeploymentCommand).resolves({
    deploymentInfo: { applicationName: 'app', revision: { revisionType: 'AppSpecContent' } },
  });
  codeDeploy.on(GetApplicationRevisionCommand).resolves({
    revision: { revisionType: 'AppSpecContent', appSpecContent: { content: APP_SPEC } },
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
      deploymentId: 'd-1',
      lifecycleEventHookExecutionId: 'hook-1',
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
});
