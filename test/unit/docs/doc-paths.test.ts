import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS, proseLines, ROOT } from './support/markdown-files';

/**
 * Docs name the home of each thing: a path of the project written in a code
 * span of the README or docs/*.md (`shared/routes.ts`, `test/infra/iam.ts`)
 * must exist, so that moving a file without its docs fails here.
 */

const PROJECT_FOLDERS = ['bench', 'bin', 'data', 'functions', 'lib', 'scripts', 'shared', 'test', 'tools'];
const PATH = new RegExp(`\`((?:${PROJECT_FOLDERS.join('|')})/[\\w./-]+)\``, 'g');

const named = DOCS.flatMap((file) =>
  proseLines(file).flatMap(({ line, text }) =>
    [...text.matchAll(PATH)].map((match) => ({ where: `${file}:${line}`, path: match[1]! })),
  ),
);

test('the docs name files of the project', () => {
  expect(named.length).toBeGreaterThan(50);
});

test('every project path named in the README and docs/*.md exists', () => {
  const missing = named.filter(({ path }) => !existsSync(join(ROOT, path)));
  expect(missing.map(({ where, path }) => `${where}: ${path}`)).toEqual([]);
});
