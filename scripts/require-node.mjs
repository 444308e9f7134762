/**
 * Runs before `npm start`, `npm test` and `npm run bench`: they must run on the
 * Node.js that Lambda runs. `npm install` brings it as the platform package
 * listed in package.json's optionalDependencies (`node-<os>-<cpu>`), whose
 * `node` npm links into node_modules/.bin, first on every script's PATH. Where
 * no such package is published, the machine's own Node.js serves if it is new
 * enough; otherwise one line says what is needed, never a stack trace.
 */
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const bundled = Object.entries(manifest.optionalDependencies ?? {}).find(([name]) =>
  name.startsWith('node-'),
);
const needed = Number(bundled?.[1].split('.')[0]);
const running = Number(process.versions.node.split('.')[0]);

if (!(running >= needed)) {
  const platform = `${process.platform}-${process.arch}`;
  console.error(
    `This project runs on Node.js ${needed} (the runtime its Lambda functions use), but found Node.js ${process.versions.node}: ` +
      `npm publishes no Node.js ${needed} package for ${platform}, so install Node.js ${needed} or newer on this machine.`,
  );
  process.exit(1);
}
