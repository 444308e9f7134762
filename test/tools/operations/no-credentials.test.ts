import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The operator commands as an operator runs them, in a shell with no AWS
 * credentials anywhere: one line on stderr saying so, exit code 1, nothing
 * on stdout. No request leaves the machine: the SDK finds no credentials
 * before it would send one, and the instance metadata service is off.
 */
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** This process's environment without any AWS setting, and a home with no AWS files. */
async function noCredentials(): Promise<NodeJS.ProcessEnv> {
  const home = await mkdtemp(join(tmpdir(), 'tms-no-credentials-'));
  const kept = Object.entries(process.env).filter(([key]) => !key.startsWith('AWS_'));
  return {
    ...Object.fromEntries(kept),
    HOME: home,
    AWS_CONFIG_FILE: join(home, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: join(home, 'credentials'),
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_REGION: 'eu-west-1',
  };
}

test.each([
  ['preflight', '--stage', 'dev'],
  ['rollback', '--stage', 'dev'],
  ['prune-versions', '--stage', 'dev', '--dry-run'],
])('npm run %s without credentials: one line saying so, exit code 1', async (script, ...args) => {
  const env = await noCredentials();
  const outcome = await run('npm', ['run', '-s', script, '--', ...args], { cwd: ROOT, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect({ code: outcome.code, stdout: outcome.stdout, stderr: outcome.stderr.trim() }).toEqual({
    code: 1,
    stdout: '',
    stderr: expect.stringMatching(/^No usable AWS credentials \(CredentialsProviderError\): [^\n]+$/),
  });
});

// A hang guard of 3 minutes: the command synthesizes the whole stage, most of a minute on a loaded machine.
test('npm run preflight --offline without credentials: every synth finding, exit code 0', async () => {
  const env = await noCredentials();
  const { stdout, stderr } = await run(
    'npm',
    ['run', '-s', 'preflight', '--', '--stage', 'prod', '--offline', '-c', 'alarmEmails=ops@example.com'],
    { cwd: ROOT, env },
  );
  expect(stderr).toBe('');
  expect(stdout.trim().split('\n')).toEqual([
    expect.stringMatching(
      /^OK synth: \d+ templates within their limits; the functions reserve \d+ concurrency\.$/,
    ),
    expect.stringMatching(
      /^INFO CDK bootstrap needed: version \d+ or later \(.+\), qualifier hnb659fds \(\/cdk-bootstrap\/hnb659fds\/version\)\.$/,
    ),
    expect.stringMatching(/^INFO account checks: not run \(--offline\)/),
  ]);
}, 180_000);
