import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const sharedLayers: Record<string, string[]> = createRequire(import.meta.url)(
  join(ROOT, 'tools/lint/shared-layers.cjs'),
);

/** The part of shared/ a path lies in: its folder, or the name of a file at its top. */
const partOf = (path: string) => /^shared\/([^/]+?)(\/|\.ts$)/.exec(path)?.[1];

test('every part of shared/ has its layer rule, and every rule names a part that exists', async () => {
  const parts = (await readdir(join(ROOT, 'shared'), { withFileTypes: true })).map((entry) =>
    entry.isDirectory() ? entry.name : entry.name.replace(/\.ts$/, ''),
  );
  expect(Object.keys(sharedLayers).sort()).toEqual(parts.sort());
  for (const allowed of Object.values(sharedLayers)) {
    for (const part of allowed) expect(parts).toContain(part);
  }
});

test('every layer a part of shared/ is allowed is one it imports: the rules list what is used, no more', async () => {
  const { stdout } = await run(
    DEPCRUISE,
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'shared'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { modules } = JSON.parse(stdout) as {
    modules: { source: string; dependencies: { resolved: string }[] }[];
  };
  const imported = new Map<string, Set<string>>();
  for (const { source, dependencies } of modules) {
    const from = partOf(source);
    if (from === undefined) continue;
    for (const { resolved } of dependencies) {
      const to = partOf(resolved);
      if (to !== undefined && to !== from) imported.set(from, (imported.get(from) ?? new Set()).add(to));
    }
  }
  const unused = Object.entries(sharedLayers).flatMap(([part, allowed]) =>
    allowed.filter((layer) => !imported.get(part)?.has(layer)).map((layer) => `${part} → ${layer}`),
  );
  expect(unused).toEqual([]);
});

describe('a forbidden import in a scratch copy fails lint', () => {
  let copy: string;

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'dependency-rules-'));
    for (const entry of [
      'shared',
      'functions',
      'tools',
      'lib',
      'scripts',
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
    run(DEPCRUISE, ['--config', '.dependency-cruiser.cjs', 'shared', 'functions', 'tools', 'lib'], {
      cwd: copy,
    }).then(
      ({ stdout }) => ({ failed: false, output: stdout }),
      (error: { stdout: string }) => ({ failed: true, output: error.stdout }),
    );

  test('the copy as it is passes; each added import breaks its rule', async () => {
    expect((await cruise()).failed).toBe(false);

    /** [file, what it imports, the rule that fails, the file imported as lint names it] */
    const forbidden = [
      // Use cases and rules know nothing of HTTP.
      ['shared/webhooks/subscriptions.ts', '#shared/http/errors', 'only-the-edge-knows-http'],
      ['shared/domain/errors.ts', '#shared/routing/route', 'shared-domain-imports-only-its-layers'],
      // The rules engine stays pure; the data layer stays generic.
      [
        'shared/itinerary-rules/types.ts',
        '#shared/data/item',
        'shared-itinerary-rules-imports-only-its-layers',
      ],
      ['shared/data/item.ts', '#shared/webhooks/store', 'shared-data-imports-only-its-layers'],
      ['shared/documents/store.ts', '#shared/webhooks/store', 'shared-documents-imports-only-its-layers'],
      // Use cases shape no answers.
      [
        'shared/shipments/itinerary/history.ts',
        '#shared/plans/presenter',
        'shared-shipments-imports-only-its-layers',
      ],
      // The configuration is a layer like any other: it reaches no feature and nothing above it.
      ['shared/config.ts', '#shared/outbound/url-safety', 'shared-config-imports-only-its-layers'],
      ['shared/config.ts', '#shared/observability/logger', 'shared-config-imports-only-its-layers'],
      // Pure names and schemas read no environment and no store.
      [
        'shared/telemetry-names/log-levels.ts',
        '#shared/config',
        'shared-telemetry-names-imports-only-its-layers',
      ],
      ['shared/schemas/primitives.ts', '#shared/data/item', 'shared-schemas-imports-only-its-layers'],
      // The route table lists the routes and nothing else; the routes import no store of their own.
      ['shared/route-table.ts', '#shared/domain/types', 'shared-route-table-imports-only-its-layers'],
      ['shared/routes.ts', '#shared/data/item', 'shared-routes-imports-only-its-layers'],
      // Only the shipment repository builds the shipment's keys and runs its staged write.
      ['shared/documents/store.ts', '#shared/shipments/store/keys', 'shipment-storage-is-sealed'],
      [
        'shared/shipments/itinerary/replace-itinerary.ts',
        '#shared/shipments/store/staged-write',
        'shipment-storage-is-sealed',
      ],
      // The CDK app reads no tool; the tools import no entry point.
      ['lib/stage-name.ts', '#tools/deadline', 'cdk-app-imports-no-tooling'],
      ['tools/deadline.ts', '../scripts/local-state', 'tools-import-no-entry-points'],
    ] as const;
    for (const [file, target] of forbidden) {
      await appendFile(join(copy, file), `\nimport '${target}';\n`);
    }
    const { failed, output } = await cruise();
    expect(failed).toBe(true);
    for (const [file, target, rule] of forbidden) {
      const imported = target.startsWith('#') ? target.slice(1) : target.replace('../', '');
      expect(output).toContain(`${rule}: ${file} → ${imported}.ts`);
    }
  });
});
