import { jest } from '@jest/globals';

const VARIABLES = ['POWERTOOLS_LOG_LEVEL', 'AWS_LAMBDA_LOG_LEVEL'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

/** `config.logLevel` as a fresh process with these variables reads it. */
async function logLevelWith(variables: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, variables);
  let read: () => string = () => '';
  await jest.isolateModulesAsync(async () => {
    const { config } = await import('#shared/config');
    read = () => config.logLevel;
  });
  return read;
}

afterAll(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

test('INFO unless set; POWERTOOLS_LOG_LEVEL first, then Lambda log level, in any letter case', async () => {
  expect((await logLevelWith({}))()).toBe('INFO');
  expect((await logLevelWith({ AWS_LAMBDA_LOG_LEVEL: 'WARN' }))()).toBe('WARN');
  expect((await logLevelWith({ POWERTOOLS_LOG_LEVEL: 'debug', AWS_LAMBDA_LOG_LEVEL: 'WARN' }))()).toBe(
    'DEBUG',
  );
  expect((await logLevelWith({ AWS_LAMBDA_LOG_LEVEL: 'fatal' }))()).toBe('FATAL');
});

test('an unknown level is refused with the variable named, not logged at a level nobody chose', async () => {
  expect(await logLevelWith({ POWERTOOLS_LOG_LEVEL: 'VERBOSE' })).toThrow(
    'Environment variable POWERTOOLS_LOG_LEVEL must be one of TRACE, DEBUG, INFO, WARN, ERROR, CRITICAL, FATAL, SILENT, not "VERBOSE".',
  );
});
