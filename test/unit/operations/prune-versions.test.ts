import {
  DeleteFunctionCommand,
  ListAliasesCommand,
  ListVersionsByFunctionCommand,
} from '@aws-sdk/client-lambda';
import { pruneVersions } from '#tools/operations/prune-versions';
import { operatorMessage } from '#tools/operations/refusal';
import { fakeStage, LAST_UPDATE } from './fake-stage';

type Stage = ReturnType<typeof fakeStage>;
let stage: Stage | undefined;
afterEach(() => stage?.restore());

const deletedVersions = (mocked: Stage, functionName: string) =>
  mocked.lambda
    .commandCalls(DeleteFunctionCommand)
    .filter((call) => call.args[0].input.FunctionName === functionName)
    .map((call) => Number(call.args[0].input.Qualifier));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('npm run prune-versions', () => {
  test('keeps the newest version, the 3 before it and every aliased one; deletes the rest, over pages of versions', async () => {
    stage = fakeStage([
      {
        name: 'tms-prod-api',
        stage: 'prod',
        lastUpdated: LAST_UPDATE,
        resourceCount: 480,
        functions: [
          // Rolled back by hand to 40: that version stays while live points to it.
          { name: 'tms-prod-api-PutItinerary', versions: 60, live: 40 },
          { name: 'tms-prod-api-GetShipment', versions: 3 },
        ],
      },
    ]);
    const pruned = await pruneVersions(stage.clients, { stage: 'prod', keep: 3, dryRun: false });

    expect(pruned).toEqual([
      {
        functionName: 'tms-prod-api-PutItinerary',
        kept: [40, 57, 58, 59, 60],
        deleted: [...range(1, 39), ...range(41, 56)],
      },
      { functionName: 'tms-prod-api-GetShipment', kept: [1, 2, 3], deleted: [] },
    ]);
    expect(deletedVersions(stage, 'tms-prod-api-PutItinerary')).toEqual([...range(1, 39), ...range(41, 56)]);
    expect(stage.lambda.commandCalls(DeleteFunctionCommand)).toHaveLength(55);
    // 61 entries ($LATEST and 60 versions): two pages.
    expect(stage.lambda.commandCalls(ListVersionsByFunctionCommand)).toHaveLength(3);
    expect(stage.lambda.commandCalls(ListAliasesCommand)).toHaveLength(2);
  });

  test('a dry run deletes nothing', async () => {
    stage = fakeStage([
      {
        name: 'tms-prod-api',
        stage: 'prod',
        functions: [{ name: 'tms-prod-api-PutItinerary', versions: 9 }],
      },
    ]);
    const [pruned] = await pruneVersions(stage.clients, { stage: 'prod', keep: 3, dryRun: true });
    expect(pruned?.deleted).toEqual([1, 2, 3, 4, 5]);
    expect(stage.lambda.commandCalls(DeleteFunctionCommand)).toHaveLength(0);
  });

  test('refused while a deploy runs: it publishes versions this would not know to keep', async () => {
    stage = fakeStage([
      {
        name: 'tms-prod-api',
        stage: 'prod',
        status: 'UPDATE_IN_PROGRESS',
        functions: [{ name: 'tms-prod-api-PutItinerary', versions: 9 }],
      },
    ]);
    const error = await pruneVersions(stage.clients, { stage: 'prod', keep: 3, dryRun: false }).catch(
      (caught: unknown) => caught,
    );
    expect(operatorMessage(error)).toMatch(/^Stack tms-prod-api is UPDATE_IN_PROGRESS/);
    expect(stage.lambda.commandCalls(DeleteFunctionCommand)).toHaveLength(0);
  });
});
