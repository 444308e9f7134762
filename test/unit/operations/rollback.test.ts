import { DescribeStacksCommand, ListStackResourcesCommand } from '@aws-sdk/client-cloudformation';
import { GetAliasCommand, ListVersionsByFunctionCommand, UpdateAliasCommand } from '@aws-sdk/client-lambda';
import { operatorMessage, Refusal } from '#tools/operations/refusal';
import { applyRollback, planRollback, type RollbackRequest } from '#tools/operations/rollback';
import {
  EARLIER_UPDATE,
  type FakeFunction,
  type FakeStack,
  fakeStage,
  LAST_UPDATE,
  routeFunctions,
} from './fake-stage';

type Stage = ReturnType<typeof fakeStage>;
let stage: Stage | undefined;
afterEach(() => stage?.restore());

/** 37 functions with 12 resources each and the shared ones: 480 resources, 5 pages of ListStackResources. */
const FUNCTIONS = 37;
const apiStack = (functions: readonly FakeFunction[], more: Partial<FakeStack> = {}): FakeStack => ({
  name: 'tms-prod-api',
  stage: 'prod',
  lastUpdated: LAST_UPDATE,
  functions,
  resourceCount: 480,
  ...more,
});

async function rollBack(
  stacks: readonly FakeStack[],
  request: Omit<RollbackRequest, 'stage'> = { to: 'previous' },
) {
  stage = fakeStage(stacks, [
    // Another stage's stack whose name starts like this one's: its tags tell them apart.
    {
      StackName: 'tms-prod-eu-api',
      StackStatus: 'UPDATE_COMPLETE',
      CreationTime: LAST_UPDATE,
      Tags: [
        { Key: 'service', Value: 'tms-api' },
        { Key: 'stage', Value: 'prod-eu' },
      ],
    },
    { StackName: 'unrelated', StackStatus: 'CREATE_COMPLETE', CreationTime: LAST_UPDATE },
  ]);
  const plan = await planRollback(stage.clients, { stage: 'prod', ...request });
  await applyRollback(stage.clients.lambda, plan);
  return plan;
}

/** The versions each UpdateAlias set, by function. */
const aliasUpdates = (mocked: Stage) =>
  mocked.lambda
    .commandCalls(UpdateAliasCommand)
    .map((call) => [call.args[0].input.FunctionName, call.args[0].input.FunctionVersion]);

/** The one line the command prints for what `promise` refuses. */
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Refusal);
  const message = operatorMessage(error) ?? '';
  expect(message).not.toContain('\n');
  return message;
};

describe('npm run rollback', () => {
  test('over a 480-resource stack, one alias update per function, each to its previous version, no failed call', async () => {
    // A function with 60 versions: its list spans two pages of ListVersionsByFunction.
    const functions = [...routeFunctions(FUNCTIONS - 1, 7), { name: 'tms-prod-api-Publisher', versions: 60 }];
    const plan = await rollBack([apiStack(functions)]);
    const mocked = stage!;

    expect(aliasUpdates(mocked)).toEqual(functions.map((fn) => [fn.name, String(fn.versions - 1)]));
    expect(plan.moves).toHaveLength(FUNCTIONS);
    expect(mocked.cloudFormation.commandCalls(ListStackResourcesCommand)).toHaveLength(5);
    expect(mocked.lambda.commandCalls(GetAliasCommand)).toHaveLength(FUNCTIONS);
    expect(mocked.lambda.commandCalls(ListVersionsByFunctionCommand)).toHaveLength(FUNCTIONS - 1 + 2);
    const settled = await Promise.allSettled(
      [...mocked.cloudFormation.calls(), ...mocked.lambda.calls()].map(
        (call) => call.returnValue as Promise<unknown>,
      ),
    );
    expect(settled.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    // Each update names the alias revision it planned from, so a concurrent change fails it.
    for (const call of mocked.lambda.commandCalls(UpdateAliasCommand)) {
      expect(call.args[0].input).toMatchObject({
        Name: 'live',
        RevisionId: `${call.args[0].input.FunctionName}-revision`,
      });
    }
  });

  test("the stage's stacks are found by their tags, however many there are, each paged through", async () => {
    const split = [
      apiStack(routeFunctions(20, 3, 'Shipments'), { name: 'tms-prod-shipments', resourceCount: 250 }),
      apiStack(routeFunctions(17, 3, 'Documents'), { name: 'tms-prod-documents', resourceCount: 230 }),
      { name: 'tms-prod-stateful', stage: 'prod', functions: [], resourceCount: 30 },
    ];
    const plan = await rollBack(split);
    expect(plan.moves).toHaveLength(37);
    const listed = stage!.cloudFormation
      .commandCalls(ListStackResourcesCommand)
      .map((call) => call.args[0].input.StackName);
    expect(listed).toEqual([
      ...Array(3).fill('tms-prod-shipments'),
      ...Array(3).fill('tms-prod-documents'),
      'tms-prod-stateful',
    ]);
    expect(stage!.cloudFormation.commandCalls(DescribeStacksCommand).length).toBeGreaterThan(1);
  });

  test('functions of nested stacks are found and rolled back too', async () => {
    const nested = apiStack(routeFunctions(2, 6, 'Nested'), {
      name: 'tms-prod-api-RoutesNested',
      resourceCount: 150,
    });
    const plan = await rollBack([apiStack(routeFunctions(3, 4), { resourceCount: 100, nested: [nested] })]);
    expect(aliasUpdates(stage!)).toEqual([
      ['tms-prod-api-Route0', '3'],
      ['tms-prod-api-Route1', '3'],
      ['tms-prod-api-Route2', '3'],
      ['tms-prod-api-Nested0', '5'],
      ['tms-prod-api-Nested1', '5'],
    ]);
    expect(plan.moves).toHaveLength(5);
  });

  test('a nested stack the last deploy left alone keeps its functions, though its own last update published them', async () => {
    // The last deploy of tms-prod-api updated ShipmentsRoutes; WebhooksRoutes last changed a deploy before.
    const changed = apiStack(routeFunctions(2, 6, 'Shipments'), {
      name: 'tms-prod-api-ShipmentsRoutes',
      resourceCount: 30,
    });
    const earlier = new Date(EARLIER_UPDATE.getTime() + 3 * 60_000);
    const untouched = apiStack(
      routeFunctions(2, 4, 'Webhooks').map((fn) => ({ ...fn, publishedAt: earlier })),
      { name: 'tms-prod-api-WebhooksRoutes', resourceCount: 30, lastUpdated: EARLIER_UPDATE },
    );
    const plan = await rollBack([apiStack([], { resourceCount: 100, nested: [changed, untouched] })]);
    expect(aliasUpdates(stage!)).toEqual([
      ['tms-prod-api-Shipments0', '5'],
      ['tms-prod-api-Shipments1', '5'],
    ]);
    expect(plan.leftAlone.map((left) => [left.functionName, left.reason])).toEqual([
      ['tms-prod-api-Webhooks0', 'not changed by the last deploy of tms-prod-api'],
      ['tms-prod-api-Webhooks1', 'not changed by the last deploy of tms-prod-api'],
    ]);
  });

  test('a function the last deploy did not change stays where it is', async () => {
    const functions = [
      { name: 'tms-prod-api-Changed', versions: 5 },
      { name: 'tms-prod-api-Untouched', versions: 9, changedByLastDeploy: false },
    ];
    const plan = await rollBack([apiStack(functions)]);
    expect(aliasUpdates(stage!)).toEqual([['tms-prod-api-Changed', '4']]);
    expect(plan.leftAlone).toEqual([
      {
        functionName: 'tms-prod-api-Untouched',
        version: '9',
        reason: 'not changed by the last deploy of tms-prod-api',
      },
    ]);
  });

  test('one function, to a named version on the second page of its versions', async () => {
    const functions = [...routeFunctions(3, 4), { name: 'tms-prod-api-PutItinerary', versions: 60 }];
    await rollBack([apiStack(functions)], { to: 55, functionName: 'PutItinerary' });
    expect(aliasUpdates(stage!)).toEqual([['tms-prod-api-PutItinerary', '55']]);
  });

  test('a version that does not exist: one line naming it, no alias changed', async () => {
    stage = fakeStage([apiStack([{ name: 'tms-prod-api-PutItinerary', versions: 60 }])]);
    const message = await refusalOf(
      planRollback(stage.clients, { stage: 'prod', to: 61, functionName: 'tms-prod-api-PutItinerary' }),
    );
    expect(message).toMatch(/^tms-prod-api-PutItinerary has no version 61 \(kept: 1, 2, .*, 60\)\.$/);
    expect(stage.lambda.commandCalls(UpdateAliasCommand)).toHaveLength(0);
  });

  test('no previous deploy (the stacks were only ever created): one line, no alias changed', async () => {
    stage = fakeStage([apiStack(routeFunctions(3, 1), { lastUpdated: undefined })]);
    const message = await refusalOf(planRollback(stage.clients, { stage: 'prod', to: 'previous' }));
    expect(message).toBe(
      "No previous deploy of stage 'prod' to roll back: no function's version was published by the last update of its stacks.",
    );
    expect(stage.lambda.commandCalls(UpdateAliasCommand)).toHaveLength(0);
  });

  test('a function with no earlier version kept refuses the whole rollback before any alias moves', async () => {
    // The first function is fine, the last has only its first version: nothing may move.
    stage = fakeStage([apiStack([...routeFunctions(3, 4), { name: 'tms-prod-api-New', versions: 1 }])]);
    const message = await refusalOf(planRollback(stage.clients, { stage: 'prod', to: 'previous' }));
    expect(message).toBe(
      'tms-prod-api-New: no version before 1 is kept, so there is no previous deploy to return to.',
    );
    expect(stage.lambda.commandCalls(UpdateAliasCommand)).toHaveLength(0);
  });

  test.each([
    [
      'a canary in progress',
      [apiStack([{ name: 'tms-prod-api-Shifting', versions: 8, live: 7, shiftingTo: 8 }])],
      /^tms-prod-api-Shifting: live is shifting from version 7 to 8 \(a deploy's canary\)/,
    ],
    [
      'a stack being updated',
      [apiStack(routeFunctions(2, 3), { status: 'UPDATE_IN_PROGRESS' })],
      /^Stack tms-prod-api is UPDATE_IN_PROGRESS: wait for it/,
    ],
    [
      'no stack of the stage',
      [{ name: 'tms-dev-api', stage: 'dev', functions: routeFunctions(2, 3) }],
      /^No stack of stage 'prod' in this region/,
    ],
  ])('%s: refused in one line, no alias changed', async (_case, stacks, expected) => {
    stage = fakeStage(stacks);
    expect(await refusalOf(planRollback(stage.clients, { stage: 'prod', to: 'previous' }))).toMatch(expected);
    expect(stage.lambda.commandCalls(UpdateAliasCommand)).toHaveLength(0);
  });

  test('--function matching several functions, or none, is refused naming them', async () => {
    stage = fakeStage([apiStack(routeFunctions(3, 4, 'Shipment'))]);
    expect(
      await refusalOf(
        planRollback(stage.clients, { stage: 'prod', to: 'previous', functionName: 'shipment' }),
      ),
    ).toBe(
      "'shipment' matches 3 functions (tmsprodapiShipment0Live, tmsprodapiShipment1Live, tmsprodapiShipment2Live): name one exactly.",
    );
    expect(
      await refusalOf(planRollback(stage.clients, { stage: 'prod', to: 'previous', functionName: 'Driver' })),
    ).toBe("No function of the stage matches 'Driver' (3 have a live alias).");
  });

  test('without credentials: one line saying so', async () => {
    stage = fakeStage([]);
    stage.cloudFormation.on(DescribeStacksCommand).rejects(
      Object.assign(new Error('Could not load credentials from any providers'), {
        name: 'CredentialsProviderError',
      }),
    );
    const error = await planRollback(stage.clients, { stage: 'prod', to: 'previous' }).catch(
      (caught: unknown) => caught,
    );
    expect(operatorMessage(error)).toMatch(
      /^No usable AWS credentials \(CredentialsProviderError\): set AWS_PROFILE/,
    );
  });
});
