import { jest } from '@jest/globals';

async function coldStartsOfFreshProcess(initializationType: string | undefined): Promise<boolean[]> {
  if (initializationType === undefined) delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
  else process.env.AWS_LAMBDA_INITIALIZATION_TYPE = initializationType;
  let answers: boolean[] = [];
  await jest.isolateModulesAsync(async () => {
    const { takeColdStart } = await import('#shared/observability/cold-start');
    answers = [takeColdStart(), takeColdStart(), takeColdStart()];
  });
  return answers;
}

afterAll(() => {
  delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
});

test('an on-demand environment has one cold start: its first invocation', async () => {
  expect(await coldStartsOfFreshProcess('on-demand')).toEqual([true, false, false]);
});

test('an environment readied by provisioned concurrency, or a local run, has none', async () => {
  expect(await coldStartsOfFreshProcess('provisioned-concurrency')).toEqual([false, false, false]);
  expect(await coldStartsOfFreshProcess(undefined)).toEqual([false, false, false]);
  // Each answer above came from a fresh module: a new on-demand environment still has its cold start.
  expect(await coldStartsOfFreshProcess('on-demand')).toEqual([true, false, false]);
});
