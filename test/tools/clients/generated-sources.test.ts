import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

test('the client package’s generated sources are the ones openapi.json gives (npm run openapi)', async () => {
  const check = promisify(execFile)(process.execPath, ['client/scripts/generate.mjs', '--check']);
  await expect(check).resolves.toMatchObject({ stderr: '' });
}, 30_000);
