import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import { DOCS, proseLines, ROOT } from './support/markdown-files';

/**
 * Each fact lives in one doc and the others link to it: every relative link of
 * the README and docs/*.md must name a file that exists and, for a markdown
 * file, a heading it has (the anchor GitHub gives it).
 */

/** The anchors GitHub gives a markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(
    proseLines(file).flatMap(({ text }) => {
      const heading = /^#{1,6}\s+(.*?)\s*$/.exec(text);
      return heading ? [slugger.slug(heading[1]!)] : [];
    }),
  );
}

interface Link {
  where: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  return proseLines(file).flatMap(({ line, text }) =>
    // A link inside a code span is text, not a link.
    [...text.replace(/`[^`]*`/g, '``').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/i.test(target))
      .map((target) => ({ where: `${file}:${line}`, target })),
  );
}

const links = DOCS.flatMap((file) => relativeLinks(file).map((link) => ({ ...link, file })));

test('the README and docs/*.md link to one another', () => {
  expect(links.length).toBeGreaterThan(50);
});

test('every relative link of the README and docs/*.md names a file and a heading that exist', () => {
  const broken = links.flatMap(({ where, target, file }) => {
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const linked = path === '' ? file : relative(ROOT, join(ROOT, dirname(file), decodeURI(path)));
    if (!existsSync(join(ROOT, linked))) return [`${where}: ${target} (no file ${linked})`];
    if (anchor === undefined || !linked.endsWith('.md')) return [];
    return anchorsOf(linked).has(anchor) ? [] : [`${where}: ${target} (no heading #${anchor} in ${linked})`];
  });
  expect(broken).toEqual([]);
});
