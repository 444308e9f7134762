/**
 * Prints the "Every target" table of docs/performance-results.md from a
 * results file (bench/results.json unless named): `npx tsx bench/results-to-markdown.ts [file]`.
 */
import { readFile } from 'node:fs/promises';

interface Results {
  mode: string;
  startedAt: string;
  durationSeconds: number;
  commit: string;
  uncommittedChanges: boolean;
  machine: {
    cpuModel: string;
    cores: number;
    memoryGiB: number;
    node: string;
    platform: string;
    loadAverage?: number[];
  };
  loadAverageAtEnd?: number[];
  targets: {
    figure: string;
    target: string;
    measured: string;
    baseline?: string;
    ratio?: string;
    pass: boolean;
  }[];
}

const file = process.argv[2] ?? 'bench/results.json';
const results = JSON.parse(await readFile(file, 'utf8')) as Results;
const { machine } = results;
const met = results.targets.filter((target) => target.pass).length;
const cell = (text: string) => text.replaceAll('|', '\\|');

console.log(`Run of ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC (${results.mode}, ${results.durationSeconds} s) on
commit \`${results.commit.slice(0, 12)}\`${results.uncommittedChanges ? ' with uncommitted changes in the work tree' : ''}:
${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node.js ${machine.node} (${machine.platform}),
load average ${machine.loadAverage?.[0] ?? '?'} at the start and ${results.loadAverageAtEnd?.[0] ?? '?'} at the end (other work on the machine).
${met} of ${results.targets.length} targets met.

| Figure | Measured | Compared with | Ratio | Target | Result |
| --- | --- | --- | --- | --- | --- |`);
for (const target of results.targets) {
  console.log(
    `| ${cell(target.figure)} | ${cell(target.measured)} | ${cell(target.baseline ?? '')} | ${target.ratio ?? ''} | ${cell(target.target)} | ${target.pass ? 'pass' : '**FAIL**'} |`,
  );
}
