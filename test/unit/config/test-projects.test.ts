import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const UNIT = fileURLToPath(new URL('../', import.meta.url));

test('no unit test starts a process: what spawns one belongs to the tools project (test/tools/)', async () => {
  const files = (await readdir(UNIT, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const spawning: string[] = [];
  for (const file of files) {
    const text = await readFile(join(UNIT, file), 'utf8');
    if (/from ['"](node:)?child_process['"]/.test(text)) spawning.push(file);
  }
  expect(spawning).toEqual([]);
});
