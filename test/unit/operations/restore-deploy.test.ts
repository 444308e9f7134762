import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployHistory, keepAssembly, recordOutcome } from '#tools/operations/kept-assemblies';
import { operatorMessage } from '#tools/operations/refusal';
import { planRestore, restoreDeploy } from '#tools/operations/restore-deploy';
import { type FakeStack, fakeStage, LAST_UPDATE } from './fake-stage';

type Stage = ReturnType<typeof fakeStage>;
let stage: Stage | undefined;
afterEach(() => stage?.restore());

const api = (more: Partial<FakeStack> = {}): FakeStack => ({
  name: 'tms-prod-api',
  stage: 'prod',
  lastUpdated: LAST_UPDATE,
  functions: [{ name: 'tms-prod-get-shipment', versions: 3 }],
  nested: [
    {
      name: 'tms-prod-api-ShipmentsRoutes-1',
      stage: 'prod',
      lastUpdated: LAST_UPDATE,
      functions: [{ name: 'tms-prod-put-itinerary', versions: 3 }],
    },
  ],
  ...more,
});
const stateful: FakeStack = {
  name: 'tms-prod-stateful',
  stage: 'prod',
  lastUpdated: LAST_UPDATE,
  functions: [],
};

/** A stage's deploy history: one kept assembly (with a template) per commit, each deployed. */
async function history(...commits: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'tms-deploys-'));
  for (const [index, commit] of commits.entries()) {
    const kept = await keepAssembly(root, {
      stage: 'prod',
      commit,
      startedAt: new Date(Date.UTC(2026, 10, 20 + index)).toISOString(),
      outcome: 'deploying',
    });
    await writeFile(join(kept.assembly, 'tms-prod-api.template.json'), JSON.stringify({ commit }));
    await recordOutcome(kept, 'deployed');
  }
  return root;
}

/** A deployer that records what it deployed, as `cdk deploy --app <dir>` would read it. */
function recordingDeployer(outcome: 'ok' | 'fail' = 'ok') {
  const deployed: string[] = [];
  return {
    deployed,
    deploy: async (directory: string) => {
      deployed.push(JSON.parse(await readFile(join(directory, 'tms-prod-api.template.json'), 'utf8')).commit);
      if (outcome === 'fail') throw new Error('cdk deploy failed');
    },
  };
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => operatorMessage(error),
  );

describe('npm run rollback -- --to previous: the previous deploy, whole', () => {
  test('deploys the previous kept assembly (templates and assets), and a second rollback goes one more back', async () => {
    const root = await history('aaa111', 'bbb222', 'ccc333');
    stage = fakeStage([api(), stateful]);
    const { deployed, deploy } = recordingDeployer();
    const first = await planRestore(stage.clients.cloudFormation, 'prod', root);
    expect([first.current.record.commit, first.previous.record.commit]).toEqual(['ccc333', 'bbb222']);
    await restoreDeploy(first, deploy, new Date('2026-11-28T10:00:00Z'));
    expect(deployed).toEqual(['bbb222']);
    expect((await deployHistory(root, 'prod')).map((kept) => kept.record.commit)).toEqual([
      'aaa111',
      'bbb222',
    ]);

    const second = await planRestore(stage.clients.cloudFormation, 'prod', root);
    await restoreDeploy(second, deploy, new Date('2026-11-28T11:00:00Z'));
    expect(deployed).toEqual(['bbb222', 'aaa111']);
    // Only CloudFormation was read: the deploy itself is the assembly's, through cdk.
    expect(stage.lambda.calls()).toHaveLength(0);
  });

  test('with no previous deploy kept: refused, naming how many are kept, nothing deployed or recorded', async () => {
    const root = await history('aaa111');
    stage = fakeStage([api(), stateful]);
    const { deployed } = recordingDeployer();
    expect(await refusalOf(planRestore(stage.clients.cloudFormation, 'prod', root))).toMatch(
      /^No previous deploy of stage 'prod' is kept in .+\/prod \(1 kept\): nothing was changed\./,
    );
    expect(deployed).toEqual([]);
    expect(await readdir(join(root, 'prod'))).toHaveLength(1);
  });

  test.each([
    ['the API stack', api({ status: 'UPDATE_ROLLBACK_FAILED' }), 'tms-prod-api is UPDATE_ROLLBACK_FAILED'],
    [
      'a nested route stack',
      api({
        nested: [
          {
            name: 'tms-prod-api-ShipmentsRoutes-1',
            stage: 'prod',
            status: 'UPDATE_ROLLBACK_FAILED',
            functions: [],
          },
        ],
      }),
      'tms-prod-api-ShipmentsRoutes-1 is UPDATE_ROLLBACK_FAILED',
    ],
    ['a deploy in progress', api({ status: 'UPDATE_IN_PROGRESS' }), 'tms-prod-api is UPDATE_IN_PROGRESS'],
    [
      'a rollback in progress',
      api({ status: 'UPDATE_ROLLBACK_IN_PROGRESS' }),
      'tms-prod-api is UPDATE_ROLLBACK_IN_PROGRESS',
    ],
    ['a stack never made', api({ status: 'ROLLBACK_COMPLETE' }), 'tms-prod-api is ROLLBACK_COMPLETE'],
  ])(
    '%s not stable: refused, naming the stack and its state, nothing changed',
    async (_, apiStack, named) => {
      const root = await history('aaa111', 'bbb222');
      stage = fakeStage([apiStack, stateful]);
      const { deployed } = recordingDeployer();
      const message = await refusalOf(planRestore(stage.clients.cloudFormation, 'prod', root));
      expect(message).toContain(`${named}: nothing was changed.`);
      expect(deployed).toEqual([]);
      expect(await readdir(join(root, 'prod'))).toHaveLength(2);
    },
  );

  test('a restore whose deploy fails is recorded as failed and leaves the history as it stood', async () => {
    const root = await history('aaa111', 'bbb222');
    stage = fakeStage([api(), stateful]);
    const { deploy } = recordingDeployer('fail');
    const plan = await planRestore(stage.clients.cloudFormation, 'prod', root);
    await expect(restoreDeploy(plan, deploy, new Date('2026-11-28T10:00:00Z'))).rejects.toThrow(
      'cdk deploy failed',
    );
    expect((await deployHistory(root, 'prod')).map((kept) => kept.record.commit)).toEqual([
      'aaa111',
      'bbb222',
    ]);
  });

  test('a deploy that failed is no state to go back to', async () => {
    const root = await history('aaa111', 'bbb222');
    const failed = await keepAssembly(root, {
      stage: 'prod',
      commit: 'ccc333',
      startedAt: '2026-11-27T00:00:00.000Z',
      outcome: 'deploying',
    });
    await recordOutcome(failed, 'failed');
    stage = fakeStage([api(), stateful]);
    const plan = await planRestore(stage.clients.cloudFormation, 'prod', root);
    expect([plan.current.record.commit, plan.previous.record.commit]).toEqual(['bbb222', 'aaa111']);
  });
});
