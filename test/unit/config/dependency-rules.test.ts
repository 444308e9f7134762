import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const sharedLayers: Record<string, string[]> = createRequire(import.meta.url)(
  join(ROOT, 'tools/lint/shared-layers.cjs'),
);

test('every folder of shared/ has its layer rule, and every rule names a folder that exists', async () => {
  const folders = (await readdir(join(ROOT, 'shared'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(Object.keys(sharedLayers).sort()).toEqual(folders.sort());
  for (const allowed of Object.values(sharedLayers)) {
    for (const folder of allowed) expect(folders).toContain(folder);
  }
});

describe('a forbidden import in a scratch copy fails lint', () => {
  let copy: string;

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'dependency-rules-'));
    for (const entry of [
      'shared',
      'functions',
      'tools',
      'package.json',
      'tsconfig.json',
      '.dependency-cruiser.cjs',
    ]) {
      await cp(join(ROOT, entry), join(copy, entry), { recursive: true });
    }
    await symlink(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  });

  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  const cruise = () =>
    run(
      join(copy, 'node_modules/.bin/depcruise'),
      ['--config', '.dependency-cruiser.cjs', 'shared', 'functions'],
      {
        cwd: copy,
      },
    ).then(
      ({ stdout }) => ({ failed: false, output: stdout }),
      (error: { stdout: string }) => ({ failed: true, output: error.stdout }),
    );

  test('the copy as it is passes; each added import breaks its rule', async () => {
    expect((await cruise()).failed).toBe(false);

    const forbidden = [
      // Use cases and rules know nothing of HTTP.
      ['shared/webhooks/subscriptions.ts', '#shared/http/errors', 'only-the-edge-knows-http'],
      ['shared/domain/errors.ts', '#shared/http/route', 'shared-domain-imports-only-its-layers'],
      // The rules engine stays pure; the data layer stays generic.
      [
        'shared/itinerary-rules/types.ts',
        '#shared/data/item',
        'shared-itinerary-rules-imports-only-its-layers',
      ],
      ['shared/data/item.ts', '#shared/webhooks/store', 'shared-data-imports-only-its-layers'],
      ['shared/documents/store.ts', '#shared/webhooks/store', 'shared-documents-imports-only-its-layers'],
      // Use cases shape no answers; the configuration reaches no feature.
      [
        'shared/shipments/itinerary/history.ts',
        '#shared/plans/presenter',
        'shared-shipments-imports-only-its-layers',
      ],
      ['shared/config.ts', '#shared/data/keys', 'shared-config-imports-only-the-pure-layers'],
      // Only the shipment repository builds the shipment's keys and runs its staged write.
      ['shared/documents/store.ts', '#shared/shipments/store/keys', 'shipment-storage-is-sealed'],
      [
        'shared/shipments/itinerary/replace-itinerary.ts',
        '#shared/shipments/store/staged-write',
        'shipment-storage-is-sealed',
      ],
    ] as const;
    for (const [file, target] of forbidden) {
      await appendFile(join(copy, file), `\nimport '${target}';\n`);
    }
    const { failed, output } = await cruise();
    expect(failed).toBe(true);
    for (const [file, target, rule] of forbidden) {
      expect(output).toContain(`${rule}: ${file} → ${target.replace('#', '')}.ts`);
    }
  });
});
