import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

test('`npm run test:unit -- <file>` runs that one file, not every unit suite', async () => {
  const { stderr } = await run(
    'npm',
    ['run', '-s', 'test:unit', '--', 'test/unit/config/log-level.test.ts'],
    {
      cwd: ROOT,
    },
  );
  expect(stderr).toMatch(/^Test Suites: 1 passed, 1 total$/m);
});
