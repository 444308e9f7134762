/** Runs every `bench/*.bench.ts` module's exported `run()` (`npm run bench`). */
import { readdirSync } from 'node:fs';

interface BenchModule {
  run: () => unknown;
}

const folder = new URL('./', import.meta.url);
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n${file}`);
  const module = (await import(new URL(file, folder).href)) as BenchModule;
  await module.run();
}
