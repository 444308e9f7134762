import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDataFile } from '#tools/data-file/parse';
import { validFile } from './valid-file';

describe('readDataFile', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'data-file-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function fileWith(name: string, text: string): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  }

  test('reads, parses and validates a file', async () => {
    const result = await readDataFile(await fileWith('good.json', JSON.stringify(validFile(), null, 2)));
    expect(result.ok).toBe(true);
  });

  test('accepts a leading byte-order mark', async () => {
    const result = await readDataFile(await fileWith('bom.json', `\uFEFF${JSON.stringify(validFile())}`));
    expect(result.ok).toBe(true);
  });

  test('a JSON syntax error is one error with its line and column', async () => {
    const text = '{\n  "customers": [\n    { "id": "C-1", "name": "Acme", }\n  ]\n}\n';
    const result = await readDataFile(await fileWith('syntax.json', text));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^invalid JSON at line 3, column 36 \(position 54\): /);
  });

  test('a truncated file is reported at its end', async () => {
    const result = await readDataFile(await fileWith('truncated.json', '{"customers": [{"id": "C-1"'));
    expect(result).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^invalid JSON at line 1, column 28 /)],
    });
  });

  test('a file that cannot be read is one error', async () => {
    const result = await readDataFile(join(dir, 'missing.json'));
    expect(result).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^cannot read the data file: ENOENT/)],
    });
  });

  test('the bad-data fixture is refused with its errors', async () => {
    const result = await readDataFile('test/fixtures/bad-data.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(6);
  });
});
