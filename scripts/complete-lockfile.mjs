/**
 * Runs after every `npm install` (postinstall). A registry mirror that serves
 * only this machine's platform packages makes npm leave the other platforms'
 * optional binaries (biome, swc, jest's resolver) out of package-lock.json, and
 * `npm ci` then refuses the lock as out of sync. This writes the missing
 * entries back as optional, exactly as npm does against the full registry;
 * against the full registry it finds nothing to add.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
let added = 0;
for (const meta of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const path = `node_modules/${name}`;
    if (lock.packages[path]) continue;
    lock.packages[path] = { version, ...(meta.dev && { dev: true }), optional: true };
    added++;
  }
}
if (added > 0) writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
